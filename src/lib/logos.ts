/** Client logos by industry: a logo belongs to every category whose name its file path contains. */

export interface CategorisedLogo {
  name: string;
  /** The logo's path under data/, e.g. "images/clients/Automotive/kalpa-motors.png". */
  path: string;
}

/** The logos whose path contains `category`, compared case-insensitively, in their original order. */
export function logosForCategory<T extends CategorisedLogo>(logos: readonly T[], category: string): T[] {
  const needle = category.toLowerCase();
  if (!needle) return [];
  return logos.filter((logo) => logo.path.toLowerCase().includes(needle));
}

/** The most logos any one category shows (used to reserve the grid's height so it never jumps). */
export function mostLogosInACategory(logos: readonly CategorisedLogo[], categories: readonly string[]): number {
  return categories.reduce((most, category) => Math.max(most, logosForCategory(logos, category).length), 0);
}
