import { Link } from "gatsby";
import React from "react";
import styled from "styled-components";
import type { FormPrivacy } from "./use-privacy-notice";

export interface PrivacyNoteProps {
  privacy: FormPrivacy;
}

const Note = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.moonDim};
  a { color: ${({ theme }) => theme.colors.accent}; }
`;

/** The short notice beside a form's send button: what happens to the details, and a link to the full notice. */
export function PrivacyNote({ privacy }: PrivacyNoteProps) {
  return (
    <Note>
      {privacy.notice} <Link to={privacy.href}>How we use your details</Link>
    </Note>
  );
}
