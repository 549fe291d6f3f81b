import { graphql } from "gatsby";
import React, { useState } from "react";
import styled from "styled-components";
import { neighbours, withRange } from "../../lib/selection";
import { below } from "../../styles/media";
import { Carousel } from "../ui/carousel/Carousel";
import { ImageSlot } from "../ui/ImageSlot";
import { Section, SectionTitle } from "../ui/Section";
import { imageData } from "../../lib/image-data";
import type { SectionText } from "../../lib/page-copy";

export const homeSlideFragment = graphql`
  fragment HomeValueSlide on HomeSlide {
    name
    caption
    image { childImageSharp { gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4, breakpoints: [480, 720, 960, 1280, 1920]) } }
  }
`;

export const VALUES_INTERVAL_MS = 4000;

/** "Innovation, Collaboration and Result": the carousel's name from its slides' names (data/home-slides.json). */
export const namesList = (names: readonly string[]): string =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

export interface ValuesCarouselProps {
  slides: readonly Queries.HomeValueSlideFragment[];
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

const Frame = styled.div`
  display: grid;
  min-height: 360px;
  grid-template-columns: minmax(0, 1fr);
  > * { grid-area: 1 / 1; }
  .image-slot { height: 100%; }
`;

const Overlay = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr 2fr 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.scrim(0.72)};
  text-align: center;
  h3 { font-size: ${({ theme }) => theme.fontSizes.xxl}; color: ${({ theme }) => theme.colors.accent}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  p { margin: 0; }
  ${below.tablet} { grid-template-columns: 1fr 1fr; > div { grid-column: 1 / -1; grid-row: 1; } }
`;

const Side = styled.p`
  color: ${({ theme }) => theme.colors.moonDim};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  span { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; text-transform: uppercase; letter-spacing: 0.08em; }
`;

/** Innovation, Collaboration, Result: each slide shows the previous, current and next captions; it advances and wraps. */
export function ValuesCarousel({ slides, words }: ValuesCarouselProps) {
  const [index, setIndex] = useState(0);
  // A slide's background is put in the page when it shows or is next in line.
  const [seen, setSeen] = useState(() => withRange(new Set<number>(), 0, 2));
  const nowSeen = withRange(seen, index, 2);
  if (nowSeen !== seen) setSeen(nowSeen);
  return (
    <Section aria-labelledby="values-title">
      <SectionTitle id="values-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
      <Carousel label={namesList(slides.map((slide) => slide.name))} autoplayMs={VALUES_INTERVAL_MS} speedMs={700} wrap index={index} onIndexChange={setIndex}>
        {slides.map((slide, i) => {
          const { previous, next } = neighbours(i, slides.length);
          const image = imageData(slide.image?.childImageSharp?.gatsbyImageData ?? null);
          return (
            <Frame key={slide.name}>
              <ImageSlot image={image} alt="" show={seen.has(i)} fit="cover" />
              <Overlay>
                <Side>
                  <span>Previous</span>
                  {slides[previous]?.name}
                </Side>
                <div>
                  <h3>{slide.name}</h3>
                  <p>{slide.caption}</p>
                </div>
                <Side>
                  <span>Next</span>
                  {slides[next]?.name}
                </Side>
              </Overlay>
            </Frame>
          );
        })}
      </Carousel>
    </Section>
  );
}
