import { graphql } from "gatsby";
import React, { useState } from "react";
import { cycle } from "../../lib/carousel";
import { withRange } from "../../lib/selection";
import { ImageSlot } from "../ui/ImageSlot";
import { Picture } from "../ui/Picture";
import { ControlButton, Controls, Heading, Intro, IntroSlide, Shade, SlideCopy } from "./IntroSlider.styles";
import { useFadeCycle } from "./use-fade-cycle";
import { imageData } from "../../lib/image-data";

export const introSlideFragment = graphql`
  fragment AboutIntroSlide on IntroSlide {
    title
    text
    image { childImageSharp { gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 720, 960, 1280, 1920, 2400]) } }
  }
`;

/** Spec §9: a slide shows for 5 s, fades out, and the next shows 1 s later. */
export const INTRO_SHOW_MS = 5000;
export const INTRO_GAP_MS = 1000;

export interface IntroSliderProps {
  title: string;
  slides: readonly Queries.AboutIntroSlideFragment[];
}

/** The about page's opening: the page title over three slides that fade from one to the next. */
export function IntroSlider({ title, slides }: IntroSliderProps) {
  const fade = useFadeCycle({ count: slides.length, showMs: INTRO_SHOW_MS, gapMs: INTRO_GAP_MS });
  const count = slides.length;
  // The first slide's image is the page's largest paint; the next one is fetched only as a slide fades out.
  const [seen, setSeen] = useState(() => withRange(new Set<number>(), 0, 1));
  const nowSeen = withRange(seen, fade.index, fade.fading ? 2 : 1);
  if (nowSeen !== seen) setSeen(nowSeen);
  return (
    <Intro aria-labelledby="about-title" aria-roledescription="carousel" {...fade.pauseWhileInteracting}>
      <Heading>
        <h1 id="about-title" dangerouslySetInnerHTML={{ __html: title }} />
      </Heading>
      {slides.map((slide, i) => {
        const shown = i === fade.index && !fade.fading;
        const current = i === fade.index;
        const image = imageData(slide.image?.childImageSharp?.gatsbyImageData ?? null);
        return (
          <IntroSlide
            key={slide.title}
            $shown={shown}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={current ? undefined : true}
            inert={!current}
          >
            {i === 0 && image ? (
              <Picture image={image} alt="" loading="eager" fetchPriority="high" fit="cover" />
            ) : (
              <ImageSlot image={image} alt="" show={seen.has(i)} fit="cover" />
            )}
            <Shade />
            <SlideCopy>
              <h2>{slide.title}</h2>
              <p>{slide.text}</p>
            </SlideCopy>
          </IntroSlide>
        );
      })}
      <Controls>
        <ControlButton type="button" aria-label="Previous slide" onClick={() => fade.go(cycle(fade.index, count, -1))}>
          <span aria-hidden="true">‹</span>
        </ControlButton>
        <ControlButton type="button" aria-label={fade.playing ? "Pause" : "Play"} onClick={fade.togglePlaying}>
          <span aria-hidden="true">{fade.playing ? "❚❚" : "▶"}</span>
        </ControlButton>
        <ControlButton type="button" aria-label="Next slide" onClick={() => fade.go(cycle(fade.index, count, 1))}>
          <span aria-hidden="true">›</span>
        </ControlButton>
      </Controls>
    </Intro>
  );
}
