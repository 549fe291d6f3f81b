import React from "react";
import styled from "styled-components";
import { ErrorText, FieldWrap, Input, Label } from "./TextField.styles";

export interface FileFieldProps {
  name: string;
  /** Prefix keeping ids unique on the page. */
  idPrefix: string;
  label: string;
  /** Called with the chosen file, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  accept?: string;
  /** A line under the label, e.g. the allowed types. */
  hint?: string;
}

const FileInput = styled(Input)`
  padding: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.moonDim};
`;

/** A labelled file input whose error (and hint) are tied to it, like TextField. Uncontrolled: remount to clear. */
export function FileField({ name, idPrefix, label, onChange, onBlur, error, accept, hint }: FileFieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FileInput
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <ErrorText id={errorId} aria-live="polite">
        {error ?? ""}
      </ErrorText>
    </FieldWrap>
  );
}
