/** Order of the case-study list (/case-Study-download): alphabetical by title, as a reader expects. */

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true, ignorePunctuation: true });

/**
 * A new array sorted by title: case, accents and punctuation don't change the order ("Café" sits with
 * "Cafe", "Axlecraft's" with "Axlecrafts"), numbers sort by value, and equal titles keep their order.
 */
export function sortByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.title, b.title));
}
