/**
 * What the live site does not have yet (issue 28 §7): the content saved in the checkout since the live
 * build's commit, for the Site screen's "not live yet" list; the next Publish builds them. Data files
 * changed without a save count too, unless the live build was built with them.
 */
import { changesSince, unsavedData } from "../content/changes";
import type { NotLive } from "../../shared/content-changes";
import type { Db } from "../store/db";
import { readContent } from "./checkout";
import { contentIdentity, publishedDigest } from "./refresh/digest";
import type { SiteOptions } from "./settings";
import type { Build } from "./store";

/** Null when it cannot be told: nothing live with a known commit, or no checkout on this instance. */
export async function notLiveYet(db: Db, options: SiteOptions, live: Build | null): Promise<NotLive | null> {
  if (!live?.commit) return null;
  const changes = await changesSince(options.repoDir, live.commit);
  if (!changes) return null;
  const now = await readContent(options.repoDir, options.buildsDir);
  // A build's content hash covers the posts and jobs it read too (issue 29).
  if (live.contentHash && now.hash && contentIdentity(now.hash, await publishedDigest(db, new Date())) === live.contentHash) return { changes: [], unsaved: false };
  return { changes, unsaved: await unsavedData(options.repoDir) };
}
