/** Index arithmetic and responsive slide counts for the site's one carousel. */

import { belowWidth } from "../styles/media";

/** How many slides show side by side: `perView` by default, fewer below each width. */
export interface Responsive {
  perView: number;
  /** Widths in px (exclusive upper bounds) below which `perView` applies; any order. */
  below?: readonly { width: number; perView: number }[];
}

/** Slides per view for a viewport width: the rule with the smallest width that still exceeds it wins. */
export function perViewAt(viewportWidth: number, responsive: Responsive): number {
  const rules = [...(responsive.below ?? [])].sort((a, b) => a.width - b.width);
  const rule = rules.find((r) => viewportWidth < r.width);
  return rule ? rule.perView : responsive.perView;
}

/** The furthest index the first visible slide can take. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - Math.max(1, perView));
}

/** Next first-visible index; past the end it wraps to 0 when `wrap`, else stays. */
export function nextIndex(index: number, count: number, perView: number, wrap: boolean): number {
  const last = lastStart(count, perView);
  if (index >= last) return wrap ? 0 : last;
  return index + 1;
}

/** Previous first-visible index; before the start it wraps to the last when `wrap`, else stays. */
export function prevIndex(index: number, count: number, perView: number, wrap: boolean): number {
  const last = lastStart(count, perView);
  if (index <= 0) return wrap ? last : 0;
  return Math.min(index - 1, last);
}

/** Keeps an index inside the range after the number of slides or slides per view changed. */
export function clampIndex(index: number, count: number, perView: number): number {
  return Math.min(Math.max(0, index), lastStart(count, perView));
}

/** Whether slide `slide` is on screen when the first visible one is `index`. */
export function isVisible(slide: number, index: number, perView: number): boolean {
  return slide >= index && slide < index + perView;
}

/** Cyclic neighbour for single-item selectors (timeline years, logo categories, testimonials). */
export function cycle(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (index + step + count) % count;
}

/**
 * The `sizes` attribute for an image that fills one slide: a share of the viewport per the slides-per-view
 * table (`(max-width: 495.98px) 50vw, …`), so a phone showing two slides fetches a half-width image rather
 * than a full-width one. The media queries are the same ones that set the carousel's per-view.
 */
export function slideSizes(responsive: Responsive): string {
  const share = (perView: number) => `${Math.ceil(100 / Math.max(1, perView))}vw`;
  const rules = [...(responsive.below ?? [])].sort((a, b) => a.width - b.width);
  return [...rules.map((r) => `${belowWidth(r.width)} ${share(r.perView)}`), share(responsive.perView)].join(", ");
}
