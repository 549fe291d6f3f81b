/**
 * One build, start to finish, in the builder: read the checkout's content; reuse an earlier build of
 * the same content, or run `gatsby build` and keep its output in a folder of its own; then point
 * preview at it, or make it live. Nothing a visitor sees changes until the build has succeeded.
 */
import type { Updateable } from "kysely";
import type { Db } from "../store/db";
import { forgetGatsby, readContent, recordGatsby, startGatsby, type GatsbyRun } from "./checkout";
import { adoptFirstSite } from "./first-site";
import { adoptPublic, keepOutput, switchPointer } from "./folders";
import { goLive, GoLiveError, prune, setPointer } from "./go-live";
import type { SiteBuildsTable } from "./migration";
import { BuildLog, buildError } from "./progress";
import type { SiteOptions } from "./settings";
import { requestRefresh } from "./refresh/request";
import { contentIdentity, publishedDigest } from "./refresh/digest";
import { buildEnv, buildSource, RefreshError, stillLive } from "./refresh/source";

const now = () => new Date().toISOString();

export const STOPPED_MESSAGE = "The API shut down while this build ran; the live site was not changed.";

/** How often a running build's step and log are written to the database. */
const FLUSH_MS = 1000;

export interface BuildHooks {
  /** The running Gatsby, so that the builder can stop it. */
  onGatsby: (run: GatsbyRun | null) => void;
  /** The API is shutting down (Gatsby was stopped for that reason). */
  stopping: () => boolean;
  /** Runs a go-live alone (no roll back at the same moment). */
  exclusive: (work: () => Promise<void>) => Promise<void>;
}

export async function runBuild(db: Db, options: SiteOptions, buildId: number, hooks: BuildHooks): Promise<void> {
  const row = await db.selectFrom("site_builds").select(["target", "requested_by", "refresh"]).where("id", "=", buildId).executeTakeFirstOrThrow();
  const log = new BuildLog();
  const update = async (values: Updateable<SiteBuildsTable>): Promise<void> => {
    await db.updateTable("site_builds").set(values).where("id", "=", buildId).execute();
  };
  const step = async (text: string) => {
    log.step = text;
    log.add(`[builder] ${text}`);
    await update({ step: text, log: log.text() });
  };
  const finish = (status: "succeeded" | "failed", error: string | null): Promise<void> =>
    update({ status, error, step: null, log: log.text(), finished_at: now() });

  // Before this build writes public/: the site as first deployed becomes build #0 (first-site.ts).
  if (await adoptFirstSite(db, options)) log.add("[builder] The site as first deployed is kept as build #0.");
  await step("Reading the content");
  let source;
  try {
    source = await buildSource(db, options, Boolean(row.refresh));
  } catch (error) {
    if (!(error instanceof RefreshError)) throw error;
    return finish("failed", error.message);
  }
  const { dir, refreshOf } = source;
  if (refreshOf !== null) log.add(`[builder] A refresh: the content of build ${refreshOf} (live), with the posts and jobs as they are now.`);
  // The content identity: the checkout's content and what the build reads from the store (issue 29).
  const identity = async () => {
    const read = await readContent(dir, options.buildsDir);
    return { ...read, hash: read.hash ? contentIdentity(read.hash, await publishedDigest(db, new Date())) : null };
  };
  const content = await identity();
  await update({ commit: content.commit, content_hash: content.hash, dirty: content.dirty ? 1 : 0, refresh_of: refreshOf });

  const same = content.hash
    ? await db
        .selectFrom("site_builds")
        .select(["id", "folder"])
        .where("content_hash", "=", content.hash)
        .where("status", "=", "succeeded")
        .where("kept", "=", 1)
        .where("folder", "is not", null)
        .orderBy("id", "desc")
        .executeTakeFirst()
    : undefined;

  let folder: string;
  if (same?.folder) {
    folder = same.folder;
    log.add(`[builder] The content is the same as build ${same.id}'s: its output is used, nothing is built again.`);
    await update({ folder, reused_from: same.id });
  } else {
    const adopted = refreshOf === null ? await adoptPublic(options.repoDir, options.buildsDir) : null;
    if (adopted) log.add(`[builder] Until the first publish, the live site stays as it was (${adopted}).`);
    await step("Starting Gatsby");
    let flushed = Date.now();
    const gatsby = startGatsby(dir, buildEnv(options), (line) => {
      log.add(line);
      if (Date.now() - flushed >= FLUSH_MS) {
        flushed = Date.now();
        update({ step: log.step, log: log.text() }).catch(() => undefined);
      }
    });
    recordGatsby(options.buildsDir, gatsby.pid);
    hooks.onGatsby(gatsby);
    const code = await gatsby.exited;
    hooks.onGatsby(null);
    forgetGatsby(options.buildsDir);
    if (hooks.stopping()) return finish("failed", STOPPED_MESSAGE);
    if (code !== 0) return finish("failed", buildError(log.text(), code));
    const after = await identity();
    if (after.hash !== content.hash) {
      // Content that changed while Gatsby read it: a good build, but of no one content; never reused.
      log.add("[builder] The content (or a post or job) changed while this build ran; the next Preview or Publish builds it again.");
      await update({ content_hash: null });
    }
    await step("Keeping the output");
    folder = `${buildId}-${Date.now()}`;
    await keepOutput(dir, options.buildsDir, folder);
    await update({ folder });
  }

  try {
    if (row.target === "preview") {
      switchPointer(options.buildsDir, "preview", folder);
      await setPointer(db, "preview", buildId, row.requested_by);
    } else if (refreshOf !== null && !(await stillLive(db, refreshOf))) {
      // Another build went live meanwhile (a Publish, a roll back): this one must not undo it.
      log.add(`[builder] Build ${refreshOf} is no longer live, so this refresh of it is not made live; a new refresh follows.`);
      await requestRefresh(db, `refresh ${buildId} overtaken by another build going live`);
    } else {
      await hooks.exclusive(() => goLive(db, options, buildId, row.requested_by, { step, note: (text) => log.add(text) }));
    }
  } catch (error) {
    if (!(error instanceof GoLiveError)) throw error;
    return finish("failed", error.message);
  }
  await finish("succeeded", null);
  await prune(db, options);
}
