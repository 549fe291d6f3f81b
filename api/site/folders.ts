/**
 * The build folders under SITE_BUILDS_DIR and the two pointers, `live` and `preview`: symbolic links
 * to a build's folder, replaced with rename(2), so a reader sees the old folder or the new one, never
 * neither. The site server (site-server/) resolves a pointer once per request; nginx can use
 * `<builds>/live` as its root.
 */
import fs from "node:fs";
import path from "node:path";
import type { PointerName } from "./migration";

/** The folder `gatsby build` writes, in the checkout. */
export const publicDir = (repoDir: string) => path.join(repoDir, "public");

/** The build folder a pointer names, or null when there is none yet. */
export function readPointer(buildsDir: string, name: PointerName): string | null {
  try {
    return fs.readlinkSync(path.join(buildsDir, name));
  } catch {
    return null;
  }
}

/** The absolute folder a pointer leads to (null: none, or its folder is gone). */
export function pointerRoot(buildsDir: string, name: PointerName): string | null {
  const folder = readPointer(buildsDir, name);
  if (!folder) return null;
  const root = path.resolve(buildsDir, folder);
  return fs.existsSync(root) ? root : null;
}

/** What the live site serves: the live pointer's folder, or else the checkout's public/ (a plain `npm run build`). */
export function liveRoot(repoDir: string, buildsDir: string): string {
  return pointerRoot(buildsDir, "live") ?? publicDir(repoDir);
}

/**
 * Which build folders have been live (issue 28 §4): an empty file per folder in `<builds>/.was-live/`,
 * written by the builder just before it points `live` at a folder. The live site's fallback for an open
 * page's older hashed files searches only these, never a preview that was not published. A file beside
 * the folders, not in them: the folder stays byte for byte what was built (and what a publish command
 * uploads), and the site server, which has no database, reads it with one readdir.
 */
const WAS_LIVE = ".was-live";

export function markWasLive(buildsDir: string, folder: string): void {
  if (!folder || folder.includes("/") || folder.startsWith(".")) return;
  fs.mkdirSync(path.join(buildsDir, WAS_LIVE), { recursive: true });
  fs.writeFileSync(path.join(buildsDir, WAS_LIVE, folder), "");
}

/** The folders under `buildsDir` that have been live and still exist, newest first. */
export function wasLiveFolders(buildsDir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(buildsDir, WAS_LIVE));
  } catch {
    return [];
  }
  return names
    .map((name) => path.join(buildsDir, name))
    .filter((folder) => {
      try {
        return fs.statSync(folder).isDirectory();
      } catch {
        return false;
      }
    })
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
}

/** Points `name` at `folder` in one step (a new link renamed over the old one). */
export function switchPointer(buildsDir: string, name: PointerName, folder: string): void {
  fs.mkdirSync(buildsDir, { recursive: true });
  const next = path.join(buildsDir, `.${name}.${process.pid}.${Date.now()}`);
  fs.symlinkSync(folder, next);
  fs.renameSync(next, path.join(buildsDir, name));
}

/** Copies the checkout's public/ into a new build folder (written aside, then renamed into place). */
export async function keepOutput(repoDir: string, buildsDir: string, folder: string): Promise<void> {
  const final = path.join(buildsDir, folder);
  const partial = `${final}.partial`;
  await fs.promises.rm(partial, { recursive: true, force: true });
  // Times kept: the site as first deployed is dated by its files (first-site.ts).
  await fs.promises.cp(publicDir(repoDir), partial, { recursive: true, preserveTimestamps: true });
  await fs.promises.rename(partial, final);
}

/** Folders the builder makes for the live site before the first publish (pruned once live moves on). */
export const STAND_IN_PREFIXES = ["npm-run-build-", "unpublished-"];

const UNPUBLISHED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not published yet</title></head>' +
  "<body><main><h1>Not published yet</h1><p>This site has not been published yet.</p></main></body></html>";

/**
 * Before the first build from the console, the live site is the public/ that `npm run build` made,
 * which the build is about to overwrite: keep a copy and point `live` at it, so visitors never see a
 * half-written site (or a preview). With no public/ at all, `live` points at a page saying the site is
 * not published yet. Returns the folder made, or null when `live` already points somewhere.
 */
export async function adoptPublic(repoDir: string, buildsDir: string): Promise<string | null> {
  if (pointerRoot(buildsDir, "live")) return null;
  fs.mkdirSync(buildsDir, { recursive: true });
  let folder: string;
  if (fs.existsSync(path.join(publicDir(repoDir), "index.html"))) {
    folder = `npm-run-build-${Date.now()}`;
    await keepOutput(repoDir, buildsDir, folder);
  } else {
    folder = `unpublished-${Date.now()}`;
    fs.mkdirSync(path.join(buildsDir, folder));
    for (const page of ["index.html", "404.html"]) fs.writeFileSync(path.join(buildsDir, folder, page), UNPUBLISHED_PAGE);
  }
  markWasLive(buildsDir, folder);
  switchPointer(buildsDir, "live", folder);
  return folder;
}

export async function removeFolder(buildsDir: string, folder: string): Promise<void> {
  if (!folder || folder.includes("/") || folder.startsWith(".")) return;
  await fs.promises.rm(path.join(buildsDir, folder), { recursive: true, force: true });
  await fs.promises.rm(path.join(buildsDir, WAS_LIVE, folder), { force: true });
}

export const folderExists = (buildsDir: string, folder: string) => fs.existsSync(path.join(buildsDir, folder));
