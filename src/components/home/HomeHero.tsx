import { graphql, Link } from "gatsby";
import React, { useState } from "react";
import { cycle } from "../../lib/carousel";
import { Picture } from "../ui/Picture";
import { CounterStrip } from "./CounterStrip";
import { HeroThumbnails } from "./HeroThumbnails";
import { Arrow, Backdrop, CaseCard, Controls, Copy, Eyebrow, Hero, LongText, ShortText } from "./HomeHero.styles";
import { imageData } from "../../lib/image-data";

export const homeHeroCaseFragment = graphql`
  fragment HomeHeroCase on CaseStudy {
    ...HomeHeroThumb
    subtitle
    description
    mobiledesc
    counter { value desc }
    HeroBg { childImageSharp { gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 720, 960, 1280, 1920, 2400], formats: [WEBP]) } }
  }
`;

export interface HomeHeroProps {
  /** The page's headline (a small piece of trusted HTML). */
  headline: string;
  text: string;
  caseStudies: readonly Queries.HomeHeroCaseFragment[];
}

/**
 * The home hero: one case study at a time over its hero image, Previous/Next with wraparound across
 * all of them, a thumbnail strip that selects, and the shown case study's counters. Only the shown
 * case study's image is in the page (loaded eagerly: it is the LCP element); the others load when chosen.
 * The hero images are WebP only: on these images WebP is the smaller file (6.6 kB against AVIF's 9.1 kB
 * at 960 px) and it decodes faster, and the decode stands between the loaded image and the largest paint.
 */
export function HomeHero({ headline, text, caseStudies }: HomeHeroProps) {
  const [index, setIndex] = useState(0);
  const count = caseStudies.length;
  const current = caseStudies[index];
  if (!current) return null;
  const image = imageData(current.HeroBg?.childImageSharp?.gatsbyImageData ?? null);
  const position = `Case study ${index + 1} of ${count}`;

  return (
    <>
      <Hero aria-roledescription="carousel" aria-label="Featured case studies">
        <Backdrop>{image && <Picture key={current.caseId} image={image} alt="" loading="eager" fetchPriority="high" fit="cover" />}</Backdrop>
        <Copy>
          <h1 dangerouslySetInnerHTML={{ __html: headline }} />
          <p>{text}</p>
          <CaseCard role="group" aria-roledescription="slide" aria-label={position} aria-live="polite">
            <Eyebrow>
              {current.Name} · {current.subtitle}
            </Eyebrow>
            <h2>
              <Link to={`/CaseStudy/${current.caseId}`}>{current.title}</Link>
            </h2>
            <LongText>{current.description}</LongText>
            <ShortText>{current.mobiledesc}</ShortText>
          </CaseCard>
          <Controls>
            <Arrow type="button" aria-label="Previous case study" onClick={() => setIndex(cycle(index, count, -1))}>
              <span aria-hidden="true">‹</span>
            </Arrow>
            <output aria-hidden="true">
              {index + 1} / {count}
            </output>
            <Arrow type="button" aria-label="Next case study" onClick={() => setIndex(cycle(index, count, 1))}>
              <span aria-hidden="true">›</span>
            </Arrow>
          </Controls>
        </Copy>
      </Hero>
      <HeroThumbnails caseStudies={caseStudies} selected={index} onSelect={setIndex} />
      <CounterStrip key={current.caseId} title={current.title} counters={current.counter} />
    </>
  );
}
