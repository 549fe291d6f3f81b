import React from "react";
import styled from "styled-components";
import { ErrorText, Label } from "./TextField.styles";

export interface ChoiceFieldProps {
  name: string;
  /** Prefix keeping ids unique on the page. */
  idPrefix: string;
  /** The question, as the group's legend. */
  legend: string;
  choices: readonly { id: string; label: string }[];
  /** The chosen id, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled(Label).attrs({ as: "legend" })`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.moon};
  cursor: pointer;
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.colors.accent}; }
`;

/**
 * One choice out of a few, as radio buttons in a fieldset whose legend is the question; the error is tied
 * to the group (aria-describedby) and announced, like TextField's. Nothing is chosen at first. The
 * first option has the id `<idPrefix>-<name>` (focusFirstError moves there).
 */
export function ChoiceField({ name, idPrefix, legend, choices, value, onChange, onBlur, error }: ChoiceFieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  return (
    <Group aria-describedby={errorId}>
      <Legend>{legend}</Legend>
      {choices.map((choice, index) => (
        <Option key={choice.id}>
          <input
            // The first option carries the field's id, so focusing the field's first error lands on the group.
            id={index === 0 ? id : undefined}
            type="radio"
            name={name}
            value={choice.id}
            checked={value === choice.id}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(choice.id)}
            onBlur={onBlur}
          />
          {choice.label}
        </Option>
      ))}
      <ErrorText id={errorId} aria-live="polite">
        {error ?? ""}
      </ErrorText>
    </Group>
  );
}
