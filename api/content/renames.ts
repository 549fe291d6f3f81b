/**
 * The automatic redirect of a moved page (issue 30): when a content save changes a service's slug or a
 * case study's id, the page's address changes, so the same save (one commit) adds a permanent redirect
 * from the old address to the new one, points redirects that led to the old address at the new one (no
 * chain), and drops a redirect from the new address (it has a page again). Pure.
 */
import { redirectKey, type Redirect } from "../../shared/redirects";

/** The collections whose entries are pages, the field that makes the address, and the address. */
const ADDRESSED: Record<string, { key: string; field: string; path: (value: string) => string }> = {
  services: { key: "services", field: "slug", path: (slug) => `/services/${slug}` },
  "case-studies": { key: "caseStudies", field: "id", path: (id) => `/CaseStudy/${id}` },
};

export interface Move {
  from: string;
  to: string;
}

const listOf = (data: unknown, key: string): Record<string, unknown>[] => {
  const list = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
};

/**
 * The pages moved by a save: an entry edited where it stands (same place in a list of the same length)
 * whose address field changed to a value no entry had, and whose old value no entry keeps. Adding,
 * deleting, copying or reordering entries moves nothing.
 */
export function movedPages(collection: string, before: unknown, after: unknown): Move[] {
  const addressed = ADDRESSED[collection];
  if (!addressed) return [];
  const old = listOf(before, addressed.key);
  const now = listOf(after, addressed.key);
  if (old.length !== now.length) return [];
  const oldValues = new Set(old.map((entry) => String(entry[addressed.field])));
  const newValues = new Set(now.map((entry) => String(entry[addressed.field])));
  const moves: Move[] = [];
  now.forEach((entry, index) => {
    const was = String(old[index][addressed.field]);
    const is = String(entry[addressed.field]);
    if (was !== is && !newValues.has(was) && !oldValues.has(is)) moves.push({ from: addressed.path(was), to: addressed.path(is) });
  });
  return moves;
}

/** The redirects after the moves: one permanent redirect per move, none through an old address. */
export function withMoves(redirects: readonly Redirect[], moves: readonly Move[]): Redirect[] {
  let next = [...redirects];
  for (const move of moves) {
    const from = redirectKey(move.from);
    const to = redirectKey(move.to);
    next = next
      .filter((redirect) => redirectKey(redirect.from) !== to)
      .map((redirect) => (redirect.to.startsWith("/") && redirectKey(redirect.to) === from ? { ...redirect, to: move.to } : redirect));
    if (!next.some((redirect) => redirectKey(redirect.from) === from)) next.push({ from: move.from, to: move.to, permanent: true });
  }
  return next;
}
