import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Section, SectionTitle } from "./CaseStudy.styles";

export const caseStudyOtherParaFragment = graphql`
  fragment CaseStudyOtherPara on CaseStudy {
    otherPara { headline para }
  }
`;

export interface CaseStudyOtherParaProps {
  paragraph: NonNullable<Queries.CaseStudyOtherParaFragment["otherPara"]>;
}

const Quote = styled.div`
  max-width: 48rem;
  padding-left: ${({ theme }) => theme.space.lg};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  p { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0; }
`;

/** The extra paragraph (otherPara): a headline and its text. */
export function CaseStudyOtherPara({ paragraph }: CaseStudyOtherParaProps) {
  return (
    <Section aria-labelledby="case-study-other-para">
      <Container>
        <Quote>
          <SectionTitle id="case-study-other-para">{paragraph.headline}</SectionTitle>
          <p>{paragraph.para}</p>
        </Quote>
      </Container>
    </Section>
  );
}
