import React from "react";
import styled from "styled-components";
import { Band, Container } from "./Container";

export interface PageIntroProps {
  /** The page's heading: a small piece of trusted HTML (data/pages.json's, or a fixed text). */
  title: string;
  children?: React.ReactNode;
}

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.hero};
  color: ${({ theme }) => theme.colors.white};
`;

/** A page's heading band: the title and an optional lead paragraph. */
export function PageIntro({ title, children }: PageIntroProps) {
  return (
    <Band>
      <Container>
        <Title dangerouslySetInnerHTML={{ __html: title }} />
        {children}
      </Container>
    </Band>
  );
}
