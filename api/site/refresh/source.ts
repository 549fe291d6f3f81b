/**
 * Where a build reads its content from (issue 29): a Preview or Publish builds the site's checkout as it
 * is; a refresh builds the live build's commit in the refresh's own work tree (worktree.ts), so content
 * saved and not yet published stays unpublished. Every build gets the API's store in its environment
 * (the build reads the posts and jobs from it).
 */
import type { Db } from "../../store/db";
import { pointedBuild } from "../store";
import type { SiteOptions } from "../settings";
import { prepareRefreshTree } from "./worktree";

export class RefreshError extends Error {}

export const NOTHING_LIVE_MESSAGE =
  "Nothing is live yet with a known commit, so this refresh has nothing to start from; the next Publish makes the site live, and later changes to posts and jobs follow it by themselves.";

export interface BuildSource {
  /** The work tree `gatsby build` runs in. */
  dir: string;
  /** A refresh: the live build it starts from. */
  refreshOf: number | null;
}

export async function buildSource(db: Db, options: SiteOptions, refresh: boolean): Promise<BuildSource> {
  if (!refresh) return { dir: options.repoDir, refreshOf: null };
  const live = await pointedBuild(db, "live");
  if (!live?.commit) throw new RefreshError(NOTHING_LIVE_MESSAGE);
  return { dir: await prepareRefreshTree(options.repoDir, options.buildsDir, live.commit), refreshOf: live.id };
}

/** The live build is still the one a refresh started from (else it must not go live: it would undo a Publish). */
export async function stillLive(db: Db, refreshOf: number): Promise<boolean> {
  return (await pointedBuild(db, "live"))?.id === refreshOf;
}

/** The environment `gatsby build` runs with: the API's (or the one given), and where the store is. */
export const buildEnv = (options: SiteOptions): NodeJS.ProcessEnv => ({ ...(options.buildEnv ?? process.env), ...options.storeEnv });
