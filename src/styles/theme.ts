/**
 * The one theme: space and moon. Breakpoints are named after what happens at them
 * (the spec's 368/496/520/576/768/992/1200/2390 px).
 */
export const breakpoints = {
  /** Below: one counter per slide. */
  tiny: 368,
  /** Below: two counters / thumbnails per slide. */
  small: 496,
  /** Below: the compact menu layout. */
  menuCompact: 520,
  /** Below: one logo category per slide. */
  phone: 576,
  /** Below: two logo categories per slide. */
  tablet: 768,
  /** Below: the collapsed menu whose dropdowns toggle. */
  menu: 992,
  /** Below: four logo categories per slide. */
  wide: 1200,
  /** Below: three thumbnails per slide. */
  ultra: 2390,
} as const;

export type BreakpointName = keyof typeof breakpoints;

const SPACE = "#05070f";

/**
 * The page's space colour at an opacity (0-1): the scrims and glass panels that keep text readable
 * over photos and video. `scrim(0.6)` is `rgba(5, 7, 15, 0.6)`.
 */
function scrim(alpha: number): string {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(SPACE.slice(at, at + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

export const theme = {
  colors: {
    space: SPACE,
    navy: "#0b1330",
    navyLight: "#16214a",
    moon: "#e6e8ef",
    moonDim: "#b9bfd0",
    crater: "#8a92a8",
    accent: "#f5b942",
    accentDark: "#6b4700",
    danger: "#ff8f8f",
    success: "#7be3b0",
    white: "#ffffff",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: '"Trebuchet MS", "Segoe UI", system-ui, -apple-system, Roboto, Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSizes: { sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem", xxl: "2.5rem", hero: "clamp(2rem, 5vw, 3.75rem)" },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" },
  radii: { sm: "6px", md: "12px", lg: "24px", round: "999px" },
  layout: { maxWidth: "1200px", headerHeight: "72px" },
  breakpoints,
  durations: { fast: "150ms", base: "300ms" },
  scrim,
} as const;

export type AppTheme = typeof theme;
