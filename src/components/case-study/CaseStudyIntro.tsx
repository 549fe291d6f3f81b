import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import type { DownloadTarget } from "../../lib/case-study-download";
import { imageData } from "../../lib/image-data";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { Frame, NarrowOnly, Section, Split, WideOnly } from "./CaseStudy.styles";
import { CaseStudyDownload } from "./CaseStudyDownload";

export const caseStudyIntroFragment = graphql`
  fragment CaseStudyIntro on CaseStudy {
    Name
    slung
    pdf
    description
    mobiledesc
    image { childImageSharp { gatsbyImageData(width: 640, layout: CONSTRAINED) } }
    imageAlt
  }
`;

export interface CaseStudyIntroProps {
  caseStudy: Queries.CaseStudyIntroFragment;
}

const Text = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The case study's picture and story, with the Download button that opens the PDF popup. */
export function CaseStudyIntro({ caseStudy }: CaseStudyIntroProps) {
  const image = imageData(caseStudy.image?.childImageSharp?.gatsbyImageData);
  const target: DownloadTarget = { name: caseStudy.Name, slug: caseStudy.slung, pdf: caseStudy.pdf };
  return (
    <Section aria-label="Overview">
      <Container>
        <Split>
          {image && (
            <Frame>
              <Picture image={image} alt={caseStudy.imageAlt} />
            </Frame>
          )}
          <Text>
            <WideOnly>{caseStudy.description}</WideOnly>
            <NarrowOnly>{caseStudy.mobiledesc}</NarrowOnly>
            <CaseStudyDownload target={target} />
          </Text>
        </Split>
      </Container>
    </Section>
  );
}
