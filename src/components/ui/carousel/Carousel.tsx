import React, { useCallback, useState } from "react";
import { clampIndex, isVisible, nextIndex, prevIndex, type Responsive } from "../../../lib/carousel";
import { useAutoplayGate } from "../use-autoplay-gate";
import { Controls, ControlButton, Dot, Region, Slide, Track, Viewport } from "./Carousel.styles";
import { useAutoplay } from "./use-autoplay";
import { usePerView } from "./use-per-view";

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Client testimonials". */
  label: string;
  /** One node per slide. */
  children: React.ReactNode[];
  /** Slides side by side, per breakpoint. Default: one. */
  responsive?: Responsive;
  /** Auto-advance every so many ms (never under prefers-reduced-motion unless the visitor presses Play). */
  autoplayMs?: number;
  /** Slide transition in ms. */
  speedMs?: number;
  /** Whether Next at the end goes back to the start and Previous at the start to the end. */
  wrap?: boolean;
  /** Auto-advance backwards, so the strip runs right-to-left. */
  reverse?: boolean;
  /** Show a dot per slide position. */
  dots?: boolean;
  /** Controlled first visible slide; pair with onIndexChange. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** How each slide is announced; default "n of N". */
  slideLabel?: (slide: number, count: number) => string;
  className?: string;
}

const NO_RESPONSIVE: Responsive = { perView: 1 };

/**
 * The site's one carousel. Layout is CSS (right before hydration, no layout shift); off-screen
 * slides are inert and hidden from assistive technology; Previous, Next and Pause/Play are named
 * buttons; auto-advance pauses on hover and focus and is off under reduced motion.
 */
export function Carousel({
  label,
  children,
  responsive = NO_RESPONSIVE,
  autoplayMs,
  speedMs = 500,
  wrap = true,
  reverse = false,
  dots = false,
  index: controlledIndex,
  onIndexChange,
  slideLabel = (slide, count) => `${slide + 1} of ${count}`,
  className,
}: CarouselProps) {
  const count = children.length;
  const perView = usePerView(responsive);
  const [ownIndex, setOwnIndex] = useState(0);

  const index = clampIndex(controlledIndex ?? ownIndex, count, perView);
  const moves = count > perView;
  const canPlay = Boolean(autoplayMs) && moves;
  const { playing, running, togglePlaying, pauseWhileInteracting } = useAutoplayGate(canPlay);

  const go = useCallback(
    (target: number) => {
      setOwnIndex(target);
      onIndexChange?.(target);
    },
    [onIndexChange],
  );
  const next = () => go(nextIndex(index, count, perView, wrap));
  const prev = () => go(prevIndex(index, count, perView, wrap));

  useAutoplay(reverse ? prev : next, autoplayMs, running);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      $responsive={responsive}
      $speed={speedMs}
      {...pauseWhileInteracting}
    >
      <Viewport aria-live={playing ? "off" : "polite"}>
        <Track $index={index}>
          {children.map((child, slide) => {
            const visible = !moves || isVisible(slide, index, perView);
            return (
              <Slide
                key={slide}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(slide, count)}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {child}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {moves && (
        <Controls>
          <ControlButton type="button" onClick={prev} aria-label="Previous slide">
            <span aria-hidden="true">‹</span>
          </ControlButton>
          {canPlay && (
            <ControlButton type="button" onClick={togglePlaying} aria-label={playing ? "Pause" : "Play"}>
              <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
            </ControlButton>
          )}
          {dots &&
            Array.from({ length: count - perView + 1 }, (_, position) => (
              <Dot
                key={position}
                type="button"
                aria-label={`Show slide ${position + 1}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => go(position)}
              />
            ))}
          <ControlButton type="button" onClick={next} aria-label="Next slide">
            <span aria-hidden="true">›</span>
          </ControlButton>
        </Controls>
      )}
    </Region>
  );
}
