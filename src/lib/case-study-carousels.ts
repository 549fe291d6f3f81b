/** Layouts of the carousels on a case-study page (spec §9): the counter slider and the image carousels. */
import type { Responsive } from "./carousel";
import { breakpoints } from "../styles/theme";

/** More counters than this make a slider; up to this many all show at once. */
export const COUNTERS_SHOWN_WITHOUT_SLIDER = 4;
/** Counters side by side in the slider on wide screens. */
export const COUNTER_SLIDER_PER_VIEW = 6;

/**
 * The slider's slides per view when there are more than four counters: six (or all of them when
 * fewer), three under 992 px, two under 496 px and one under 368 px. Null when there are four or
 * fewer, which then all show at once without a slider.
 */
export function counterSliderLayout(count: number): Responsive | null {
  if (count <= COUNTERS_SHOWN_WITHOUT_SLIDER) return null;
  return {
    perView: Math.min(COUNTER_SLIDER_PER_VIEW, count),
    below: [
      { width: breakpoints.menu, perView: 3 },
      { width: breakpoints.small, perView: 2 },
      { width: breakpoints.tiny, perView: 1 },
    ],
  };
}

/** Image carousels on a case-study page: three slides, two under 992 px, one under 496 px. */
export const IMAGE_CAROUSEL_LAYOUT: Responsive = {
  perView: 3,
  below: [
    { width: breakpoints.menu, perView: 2 },
    { width: breakpoints.small, perView: 1 },
  ],
};

/** Image carousels: each move takes 2.5 s, then the strip rests 1 s before the next. */
export const IMAGE_CAROUSEL_SPEED_MS = 2500;
export const IMAGE_CAROUSEL_DELAY_MS = 1000;

/** The image group whose carousel runs right-to-left (spec §2), matched exactly as the data names it. */
export const RIGHT_TO_LEFT_GROUP = "Bill Boards";
