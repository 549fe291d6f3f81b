import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { imageData } from "../../lib/image-data";
import { below, reducedMotion } from "../../styles/media";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { Section } from "./CaseStudy.styles";
import { useReveal } from "./use-reveal";

export const caseStudyCardsFragment = graphql`
  fragment CaseStudyCards on CaseStudy {
    cards {
      name
      delay
      image { childImageSharp { gatsbyImageData(width: 400, layout: CONSTRAINED, aspectRatio: 1.5) } }
      imageAlt
    }
  }
`;

export interface CaseStudyCardsProps {
  cards: NonNullable<Queries.CaseStudyCardsFragment["cards"]>;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${below.menu} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${below.small} { grid-template-columns: 1fr; }
`;

/** Fades up after its own delay once the grid is in view; no motion under reduced motion. */
const Card = styled.li<{ $delay: number }>`
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  transition: opacity 600ms ease, transform 600ms ease;
  transition-delay: ${({ $delay }) => $delay}ms;
  [data-reveal="waiting"] & { opacity: 0; transform: translateY(24px); }
  ${reducedMotion} { transition: none; }
  h3 { margin: 0; padding: ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; text-align: center; }
`;

/** Cards with images, each appearing after the delay the data gives it. */
export function CaseStudyCards({ cards }: CaseStudyCardsProps) {
  const { ref, state } = useReveal<HTMLUListElement>();
  return (
    <Section aria-labelledby="case-study-highlights">
      <Container>
        <h2 id="case-study-highlights" className="visually-hidden">
          Highlights
        </h2>
        <Grid ref={ref} data-reveal={state}>
          {cards.map((card, index) => {
            const image = imageData(card.image?.childImageSharp?.gatsbyImageData);
            return (
              <Card key={`${index}-${card.name}`} $delay={card.delay}>
                {image && <Picture image={image} alt={card.imageAlt} />}
                <h3>{card.name}</h3>
              </Card>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
