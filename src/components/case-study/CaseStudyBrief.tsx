import { graphql } from "gatsby";
import React from "react";
import { imageOnRight } from "../../lib/case-study-blocks";
import { imageData } from "../../lib/image-data";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { Frame, Section, SectionTitle, Split } from "./CaseStudy.styles";

export const caseStudyBriefFragment = graphql`
  fragment CaseStudyBrief on CaseStudy {
    Brief {
      title
      description
      image { childImageSharp { gatsbyImageData(width: 640, layout: CONSTRAINED) } }
      imageAlt
    }
  }
`;

export interface CaseStudyBriefProps {
  sections: NonNullable<Queries.CaseStudyBriefFragment["Brief"]>;
}

/** Brief sections, alternating: image left then right, each beside its title and text. */
export function CaseStudyBrief({ sections }: CaseStudyBriefProps) {
  return (
    <>
      {sections.map((brief, index) => {
        const image = imageData(brief.image?.childImageSharp?.gatsbyImageData);
        const id = `case-study-brief-${index}`;
        return (
          <Section key={id} aria-labelledby={id} data-testid="brief-section">
            <Container>
              <Split $flip={imageOnRight(index)}>
                {image && (
                  <Frame>
                    <Picture image={image} alt={brief.imageAlt} />
                  </Frame>
                )}
                <div>
                  <SectionTitle id={id}>{brief.title}</SectionTitle>
                  <p>{brief.description}</p>
                </div>
              </Split>
            </Container>
          </Section>
        );
      })}
    </>
  );
}
