import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import type { Responsive } from "../../lib/carousel";
import { breakpoints } from "../../styles/theme";
import { Section, SectionTitle } from "../ui/Section";
import { Carousel } from "../ui/carousel/Carousel";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { imageData } from "../../lib/image-data";
import type { SectionText } from "../../lib/page-copy";

export const awardFragment = graphql`
  fragment AwardSlide on Award {
    title
    year
    image { childImageSharp { gatsbyImageData(width: 240, aspectRatio: 1) } }
    imageAlt
  }
`;

export const AWARDS_INTERVAL_MS = 3000;
export const AWARDS_RESPONSIVE: Responsive = { perView: 2, below: [{ width: breakpoints.tablet, perView: 1 }] };

export interface AwardsSliderProps {
  awards: readonly Queries.AwardSlideFragment[];
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

const Card = styled.figure`
  margin: 0 ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  picture { flex: 0 0 min(40%, 160px); }
  figcaption strong { display: block; color: ${({ theme }) => theme.colors.white}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  figcaption span { color: ${({ theme }) => theme.colors.accent}; }
`;

/** The company's awards; the slider moves every 3 s. */
export function AwardsSlider({ awards, words }: AwardsSliderProps) {
  return (
    <Section aria-labelledby="awards-title">
      <Container>
        <SectionTitle id="awards-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
        <Carousel label="Awards" responsive={AWARDS_RESPONSIVE} autoplayMs={AWARDS_INTERVAL_MS} speedMs={500}>
          {awards.map((award) => {
            const image = imageData(award.image?.childImageSharp?.gatsbyImageData ?? null);
            return (
              <Card key={award.title}>
                {image && <Picture image={image} alt={award.imageAlt} />}
                <figcaption>
                  <strong>{award.title}</strong>
                  <span>{award.year}</span>
                </figcaption>
              </Card>
            );
          })}
        </Carousel>
      </Container>
    </Section>
  );
}
