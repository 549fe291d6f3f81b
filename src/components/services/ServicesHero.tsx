import React from "react";
import styled from "styled-components";
import { Band, Container } from "../ui/Container";

export interface ServicesHeroProps {
  /** The headline (a small piece of trusted HTML that may wrap a word in <span>). */
  headline: string;
  text: string;
}

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.hero};
  color: ${({ theme }) => theme.colors.white};
  max-width: 16em;
  span { color: ${({ theme }) => theme.colors.accent}; }
`;

const Lead = styled.p`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.moonDim};
`;

/** The services list's hero headline. */
export function ServicesHero({ headline, text }: ServicesHeroProps) {
  return (
    <Band>
      <Container>
        <Title dangerouslySetInnerHTML={{ __html: headline }} />
        <Lead>{text}</Lead>
      </Container>
    </Band>
  );
}
