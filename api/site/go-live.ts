/**
 * Making a build live (after a Publish build, or on a roll back) and pruning old builds. Only the
 * builder runs these: it owns the folders. The publish command runs first; when it fails, nothing moves.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../store/db";
import { STAND_IN_PREFIXES, folderExists, markWasLive, readPointer, removeFolder, switchPointer } from "./folders";
import type { PointerName } from "./migration";
import { runPublishCommand } from "./publish-command";
import { KEEP_BUILDS, type SiteOptions } from "./settings";

export class GoLiveError extends Error {}

const now = () => new Date().toISOString();

/** Records where a pointer leads (the builder has just switched it on disk). */
export async function setPointer(db: Db, name: PointerName, buildId: number, by: string): Promise<void> {
  await db
    .insertInto("site_pointers")
    .values({ name, build_id: buildId, set_at: now(), set_by: by })
    .onConflict((oc) => oc.column("name").doUpdateSet({ build_id: buildId, set_at: now(), set_by: by }))
    .execute();
}

/** Runs the publish command (if any), then switches the live pointer to the build's folder. */
export interface GoLiveHooks {
  step: (text: string) => Promise<void>;
  /** Lines for the build's log (the publish command's output). */
  note: (text: string) => void;
}

export async function goLive(db: Db, options: SiteOptions, buildId: number, by: string, hooks: GoLiveHooks): Promise<void> {
  const build = await db.selectFrom("site_builds").select(["folder", "kept"]).where("id", "=", buildId).executeTakeFirst();
  if (!build?.folder || !build.kept || !folderExists(options.buildsDir, build.folder)) {
    throw new GoLiveError(`Build ${buildId}'s files were deleted; it can no longer go live.`);
  }
  if (options.publishCommand) {
    await hooks.step("Running the publish command");
    const result = await runPublishCommand(options.publishCommand, path.join(options.buildsDir, build.folder), options.buildEnv ?? process.env);
    hooks.note(`[publish command] ${result.output}\n[publish command] ${result.message}`);
    if (!result.ok) throw new GoLiveError(result.message);
  }
  await hooks.step("Going live");
  markWasLive(options.buildsDir, build.folder);
  switchPointer(options.buildsDir, "live", build.folder);
  await setPointer(db, "live", buildId, by);
  await db.updateTable("site_builds").set({ live_at: now(), live_by: by }).where("id", "=", buildId).execute();
}

/**
 * Keeps the last KEEP_BUILDS successful builds and whatever a pointer leads to; deletes the other
 * folders (a folder shared by a reused build stays while one of its builds is kept).
 */
export async function prune(db: Db, options: SiteOptions): Promise<number> {
  const rows = await db
    .selectFrom("site_builds")
    .select(["id", "folder", "status"])
    .where("kept", "=", 1)
    .where("folder", "is not", null)
    .orderBy("id", "desc")
    .execute();
  const pointers = await db.selectFrom("site_pointers").select("build_id").execute();
  const keepIds = new Set(pointers.map((p) => Number(p.build_id)));
  rows.filter((r) => r.status === "succeeded").slice(0, options.keep ?? KEEP_BUILDS).forEach((r) => keepIds.add(Number(r.id)));
  const keepFolders = new Set(rows.filter((r) => keepIds.has(Number(r.id))).map((r) => r.folder));
  for (const name of ["live", "preview"] as const) keepFolders.add(readPointer(options.buildsDir, name));
  let removed = 0;
  // The stand-in made before the first publish (public/'s copy, or "not published yet"), once nothing points at it.
  for (const entry of fs.existsSync(options.buildsDir) ? fs.readdirSync(options.buildsDir) : []) {
    if (STAND_IN_PREFIXES.some((prefix) => entry.startsWith(prefix)) && !keepFolders.has(entry)) await removeFolder(options.buildsDir, entry);
  }
  for (const row of rows) {
    if (keepIds.has(Number(row.id))) continue;
    await db.updateTable("site_builds").set({ kept: 0 }).where("id", "=", row.id).execute();
    if (row.folder && !keepFolders.has(row.folder)) {
      await removeFolder(options.buildsDir, row.folder);
      removed++;
    }
  }
  return removed;
}
