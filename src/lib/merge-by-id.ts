/**
 * Appends `incoming` to `existing`, leaving out any item whose id is already there (or repeats within
 * `incoming`): the blog list's duplicate removal (spec §7). The first copy of an id wins.
 */
export function mergeUniqueById<T>(
  existing: readonly T[] | undefined,
  incoming: readonly T[],
  idOf: (item: T) => unknown,
): T[] {
  const merged = [...(existing ?? [])];
  const seen = new Set(merged.map(idOf));
  for (const item of incoming) {
    const id = idOf(item);
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push(item);
  }
  return merged;
}
