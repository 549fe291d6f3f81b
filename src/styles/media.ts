import { breakpoints, type BreakpointName } from "./theme";

/** `${below.menu} { … }` applies under 992 px. */
export const below = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (max-width: ${px - 0.02}px)`]),
) as Record<BreakpointName, string>;

/** `${atLeast.menu} { … }` applies from 992 px up. */
export const atLeast = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<BreakpointName, string>;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
