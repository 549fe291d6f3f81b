/** The Analytics screen's path under the console's base, and its navigation label (no screen code, for the menu). */
export const ANALYTICS_PATH = "analytics";
export const ANALYTICS_LABEL = "Analytics";
