/**
 * Which optional blocks a case-study page shows: each renders only when its data is there, and a
 * list with no items counts as absent.
 */

export interface NamedList {
  title: string;
  items: readonly string[];
}

type MaybeList = readonly string[] | null | undefined;
type MaybeTitled = { readonly title: string; readonly list: readonly string[] } | null | undefined;

/** True when a list exists and holds at least one item. */
export function hasItems<T>(list: readonly T[] | null | undefined): list is readonly T[] {
  return Array.isArray(list) && list.length > 0;
}

/** Named lists in the order the page shows them, leaving out missing and empty ones. */
export function presentLists(entries: readonly [title: string, list: MaybeList][]): NamedList[] {
  return entries.filter((entry): entry is [string, readonly string[]] => hasItems(entry[1])).map(([title, items]) => ({ title, items }));
}

/** A titled list from the data ({title, list}) when it has items. */
export function titledList(value: MaybeTitled): NamedList | null {
  return value && hasItems(value.list) ? { title: value.title, items: value.list } : null;
}

/** Brief sections alternate: the first has its image on the left, the next on the right, and so on. */
export function imageOnRight(index: number): boolean {
  return index % 2 === 1;
}
