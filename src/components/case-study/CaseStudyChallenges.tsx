import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { titledList } from "../../lib/case-study-blocks";
import { imageData } from "../../lib/image-data";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { Frame, Section, Split } from "./CaseStudy.styles";
import { TitledList } from "./TitledList";

export const caseStudyChallengesFragment = graphql`
  fragment CaseStudyChallenges on CaseStudy {
    secondImg { childImageSharp { gatsbyImageData(width: 640, layout: CONSTRAINED) } }
    secondImgAlt
    challenges { title list }
    solution { title list }
  }
`;

export interface CaseStudyChallengesProps {
  block: Queries.CaseStudyChallengesFragment;
}

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The second image beside the challenges, and the solution list; each part only when present. */
export function CaseStudyChallenges({ block }: CaseStudyChallengesProps) {
  const image = imageData(block.secondImg?.childImageSharp?.gatsbyImageData);
  const lists = [titledList(block.challenges), titledList(block.solution)].filter((list) => list !== null);
  if (!image && lists.length === 0) return null;
  return (
    <Section aria-label="Challenges and solution">
      <Container>
        <Split>
          {image && (
            <Frame>
              <Picture image={image} alt={block.secondImgAlt ?? ""} />
            </Frame>
          )}
          {lists.length > 0 && (
            <Lists>
              {lists.map((list, index) => (
                <TitledList key={`${index}-${list.title}`} title={list.title} items={list.items} />
              ))}
            </Lists>
          )}
        </Split>
      </Container>
    </Section>
  );
}
