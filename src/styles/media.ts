import { breakpoints, type BreakpointName } from "./theme";

/**
 * The media condition for widths below `px` (`px` itself is the first width of the next range up). The
 * 0.02 px keeps fractional widths on zoomed screens from matching both ranges, as Bootstrap's does.
 */
export const belowWidth = (px: number): string => `(max-width: ${px - 0.02}px)`;

/** `${below.menu} { … }` applies under 992 px. */
export const below = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media ${belowWidth(px)}`]),
) as Record<BreakpointName, string>;

/** `${atLeast.menu} { … }` applies from 992 px up. */
export const atLeast = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<BreakpointName, string>;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
