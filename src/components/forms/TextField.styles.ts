import styled, { css } from "styled-components";

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.moon};
`;

const control = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.crater};
  background: ${({ theme }) => theme.colors.space};
  color: ${({ theme }) => theme.colors.white};
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

export const ErrorText = styled.p`
  min-height: 1.4em;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
