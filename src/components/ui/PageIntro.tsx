import React from "react";
import styled from "styled-components";
import { Band, Container } from "./Container";

export interface PageIntroProps {
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
        <Title>{title}</Title>
        {children}
      </Container>
    </Band>
  );
}
