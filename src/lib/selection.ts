/** Index helpers for selectors that show one item and name its neighbours. */
import { cycle } from "./carousel";

/** The items before and after `index`, wrapping at both ends. */
export function neighbours(index: number, count: number): { previous: number; next: number } {
  return { previous: cycle(index, count, -1), next: cycle(index, count, 1) };
}

/**
 * The first visible position of a strip showing `perView` items after `target` is selected: unchanged
 * when the target is already on screen, otherwise scrolled just far enough to show it.
 */
export function revealIndex(viewIndex: number, target: number, perView: number): number {
  const span = Math.max(1, perView);
  if (target < viewIndex) return target;
  if (target >= viewIndex + span) return target - span + 1;
  return viewIndex;
}

/** `seen` plus the `count` positions from `from`; the very same set when nothing is new. */
export function withRange(seen: ReadonlySet<number>, from: number, count: number): ReadonlySet<number> {
  const range = Array.from({ length: Math.max(0, count) }, (_, i) => from + i);
  if (range.every((i) => seen.has(i))) return seen;
  return new Set([...seen, ...range]);
}
