import React from "react";
import { ErrorText, FieldWrap, Input, Label, TextArea } from "./TextField.styles";

export interface TextFieldProps {
  /** Form field name, also the base of the element ids. */
  name: string;
  /** Prefix keeping ids unique when the same form appears twice on a page. */
  idPrefix: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
}

/**
 * A labelled text input whose error is tied to it (aria-describedby, aria-invalid) and announced
 * politely when it appears or changes.
 */
export function TextField({ name, idPrefix, label, value, onChange, onBlur, error, type = "text", multiline, ...rest }: TextFieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": errorId,
  } as const;
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <TextArea {...shared} rows={5} onChange={(e) => onChange(e.target.value)} maxLength={rest.maxLength} />
      ) : (
        <Input {...shared} {...rest} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      <ErrorText id={errorId} aria-live="polite">
        {error ?? ""}
      </ErrorText>
    </FieldWrap>
  );
}
