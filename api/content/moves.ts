/**
 * A save that moves a page (a service's slug, a case study's id) also writes data/redirects.json in its
 * commit (issue 30; the rules in renames.ts). Runs inside the save's turn of the checkout's queue, so
 * the redirects it starts from are the checkout's own at that moment.
 */
import type { Redirect } from "../../shared/redirects";
import { findCollection, type Collection } from "./collections";
import { movedPages, withMoves } from "./renames";
import { readSnapshot, savedBytes, type AlsoWritten } from "./store";

export interface MoveWrites {
  also: AlsoWritten[];
  /** The commit message's line saying which redirects the save added, or "". */
  note: string;
}

export function redirectsForMoves(repoDir: string, collection: Collection, before: unknown, after: unknown): MoveWrites {
  const moves = movedPages(collection.file, before, after);
  const redirects = findCollection(repoDir, "redirects");
  if (moves.length === 0 || !redirects) return { also: [], note: "" };
  const current = readSnapshot(repoDir, redirects).data as { redirects?: Redirect[] } | null;
  const list = Array.isArray(current?.redirects) ? current.redirects : [];
  const next = savedBytes(repoDir, redirects, { ...current, redirects: withMoves(list, moves) });
  const note = `Redirects: ${moves.map((move) => `${move.from} → ${move.to}`).join(", ")}`;
  return { also: [{ collection: redirects, ...next }], note };
}
