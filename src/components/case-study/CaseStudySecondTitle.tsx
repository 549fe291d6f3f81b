import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { NarrowOnly, Section, SectionTitle, WideOnly } from "./CaseStudy.styles";

export const caseStudySecondTitleFragment = graphql`
  fragment CaseStudySecondTitle on CaseStudy {
    title2
    subtitle2
    description2
    mobiledesc2
  }
`;

export interface CaseStudySecondTitleProps {
  block: Queries.CaseStudySecondTitleFragment;
}

const Subtitle = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.div`
  max-width: 48rem;
`;

/** The optional second title block: title2, subtitle2 and description2 (mobiledesc2 on phones). */
export function CaseStudySecondTitle({ block }: CaseStudySecondTitleProps) {
  if (!block.title2 && !block.description2) return null;
  const narrow = block.mobiledesc2 ?? block.description2;
  return (
    <Section aria-labelledby={block.title2 ? "case-study-title2" : undefined}>
      <Container>
        <Text>
          {block.title2 && <SectionTitle id="case-study-title2">{block.title2}</SectionTitle>}
          {block.subtitle2 && <Subtitle>{block.subtitle2}</Subtitle>}
          {block.description2 && <WideOnly>{block.description2}</WideOnly>}
          {narrow && <NarrowOnly>{narrow}</NarrowOnly>}
        </Text>
      </Container>
    </Section>
  );
}
