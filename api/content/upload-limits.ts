/**
 * Bounds on content uploads: how many one staff member may send a minute (counted in the database's
 * rate_limits table, so every API instance draws on one budget, on both engines), and the sweep that
 * deletes uploads no save has used. An upload is written at once but committed only with the save that
 * names it; one that is still untracked a day later, and that no data file names, was abandoned.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../store/db";
import { countHit } from "../store/rate-limit";
import { collectionsIn } from "./collections";
import { serialised, untracked } from "./git";
import { imagePaths, readSnapshot } from "./store";

export const UPLOADS_PER_MINUTE = 20;
export const UNUSED_UPLOAD_MS = 24 * 60 * 60_000;
/** How often the API looks for abandoned uploads (and after every upload). */
export const UPLOAD_SWEEP_MS = 60 * 60_000;
/** The names uploadName() makes: only these are ever swept, never a file someone put there by hand. */
const UPLOAD_NAME = /-[0-9a-f]{8}\.(jpg|png)$/;

/** Counts one upload by `userId`; the seconds until the budget refills when it is spent, else null. */
export async function uploadRefused(db: Db, userId: number, now = Date.now()): Promise<number | null> {
  const { current, ttl } = await countHit(db, `content-upload:${userId}`, 60_000, now);
  return current > UPLOADS_PER_MINUTE ? Math.max(1, Math.ceil(ttl / 1000)) : null;
}

export const UPLOAD_RATE_MESSAGE = `You can upload at most ${UPLOADS_PER_MINUTE} images a minute. Wait a minute, then try again.`;

/**
 * Deletes uploads under data/images that git does not track, that no data file names, and that were
 * written more than a day before `now`; returns their paths (relative to the checkout). Runs in the
 * checkout's write queue, so it never removes an image between a save's check and its commit.
 */
export function sweepUnusedUploads(repoDir: string, now = Date.now()): Promise<string[]> {
  return serialised(repoDir, async () => {
    const candidates = [...(await untracked(repoDir, "data/images"))].filter((relative) => {
      if (!UPLOAD_NAME.test(relative)) return false;
      const stat = fs.statSync(path.join(repoDir, relative), { throwIfNoEntry: false });
      return stat?.isFile() === true && now - stat.mtimeMs > UNUSED_UPLOAD_MS;
    });
    if (candidates.length === 0) return [];
    const used = new Set<string>();
    for (const collection of collectionsIn(repoDir)) imagePaths(readSnapshot(repoDir, collection).data, used);
    const removed = candidates.filter((relative) => !used.has(relative));
    for (const relative of removed) fs.rmSync(path.join(repoDir, relative), { force: true });
    return removed;
  });
}
