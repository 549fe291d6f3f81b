/**
 * The site as first deployed (issue 28 §7): before the console's first Publish the live site is the
 * public/ that `npm run build` made in the checkout. It becomes build #0 in the history (target live,
 * succeeded, its folder a copy of that public/), so that "Roll back" can bring it back after a Publish.
 * The builder records it when it starts and again before every build (the first build overwrites
 * public/), as long as no build from the console has gone live; build #0's commit is the checkout's
 * newest commit from before public/ was written (public/index.html's time).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Db } from "../store/db";
import { adoptPublic, folderExists, publicDir, readPointer, STAND_IN_PREFIXES } from "./folders";
import { setPointer } from "./go-live";
import type { SiteOptions } from "./settings";

const run = promisify(execFile);

/** Build #0's number, and the name its "asked by" carries. */
export const FIRST_SITE_ID = 0;
export const FIRST_SITE_BY = "first deploy";

/** The checkout's newest commit made before `time` (null outside git, or if there is none). */
async function commitBefore(repoDir: string, time: Date): Promise<string | null> {
  try {
    const { stdout } = await run("git", ["-C", repoDir, "rev-list", "-1", `--before=${Math.ceil(time.getTime() / 1000)}`, "HEAD"]);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

const builtAt = (file: string): Date | null => {
  try {
    return fs.statSync(file).mtime;
  } catch {
    return null;
  }
};

/**
 * Records the site as first deployed as build #0 and points `live` at it, if no console build has gone
 * live yet and there is such a site: the `npm run build` copy `live` points at already, or else public/
 * (copied now). Returns true when it recorded (or re-recorded) build #0.
 */
export async function adoptFirstSite(db: Db, options: SiteOptions): Promise<boolean> {
  const { repoDir, buildsDir } = options;
  const wentLive = await db.selectFrom("site_builds").select("id").where("id", "<>", FIRST_SITE_ID).where("live_at", "is not", null).executeTakeFirst();
  if (wentLive) return false;
  const existing = await db.selectFrom("site_builds").select("folder").where("id", "=", FIRST_SITE_ID).executeTakeFirst();
  if (existing?.folder && folderExists(buildsDir, existing.folder)) return false;
  let folder = readPointer(buildsDir, "live");
  if (!folder || !folder.startsWith(STAND_IN_PREFIXES[0]) || !folderExists(buildsDir, folder)) {
    const live = folder && folderExists(buildsDir, folder);
    if (live || !fs.existsSync(path.join(publicDir(repoDir), "index.html"))) return false;
    folder = await adoptPublic(repoDir, buildsDir);
    if (!folder?.startsWith(STAND_IN_PREFIXES[0])) return false;
  }
  const time = builtAt(path.join(buildsDir, folder, "index.html")) ?? new Date();
  const at = time.toISOString();
  const values = {
    target: "live" as const,
    status: "succeeded" as const,
    commit: await commitBefore(repoDir, time),
    content_hash: null,
    dirty: null,
    folder,
    reused_from: null,
    kept: 1,
    requested_by: FIRST_SITE_BY,
    requested_at: at,
    started_at: null,
    finished_at: at,
    step: null,
    error: null,
    live_at: at,
    live_by: FIRST_SITE_BY,
  };
  if (existing) await db.updateTable("site_builds").set(values).where("id", "=", FIRST_SITE_ID).execute();
  else await db.insertInto("site_builds").values({ id: FIRST_SITE_ID, ...values }).onConflict((oc) => oc.column("id").doNothing()).execute();
  await setPointer(db, "live", FIRST_SITE_ID, "builder");
  return true;
}
