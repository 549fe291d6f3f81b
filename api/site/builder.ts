/**
 * The builder: the one process (SITE_BUILDER=1, on the instance that has the checkout) that works off
 * the queue in the database, one job at a time: "make build N live" requests first (they take a moment),
 * then queued builds, oldest first. At start it stops a `gatsby build` its predecessor left running,
 * marks that build failed with the reason, and brings the database's pointers in line with the folders.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../store/db";
import { stopLeftover, type GatsbyRun } from "./checkout";
import { adoptFirstSite } from "./first-site";
import { readPointer } from "./folders";
import { goLive, GoLiveError, setPointer } from "./go-live";
import { appendLog } from "./progress";
import { runBuild, STOPPED_MESSAGE } from "./run-build";
import { REFRESH_QUIET_MS, type SiteOptions } from "./settings";
import { auditRefreshOutcome, queueDueRefresh } from "./refresh/queue";
import type { Engine } from "../store/schema";

export const DIED_MESSAGE =
  "The builder stopped while this build ran (its process ended or the API restarted); the build was abandoned and the live site was not changed.";

const now = () => new Date().toISOString();

export class SiteBuilder {
  private timer: NodeJS.Timeout | null = null;
  private working: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private gatsby: GatsbyRun | null = null;
  private currentBuild: number | null = null;
  /** Releases are worked off beside a running build (a roll back happens at once), one go-live at a time. */
  private releaseTimer: NodeJS.Timeout | null = null;
  private releasing: Promise<void> | null = null;
  private liveLock: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: SiteOptions,
    private readonly log: FastifyBaseLogger,
    private readonly engine: Engine,
  ) {}

  async start(): Promise<void> {
    await this.recover();
    // The site `npm run build` made becomes build #0, so that a Publish can be rolled back to it.
    await adoptFirstSite(this.db, this.options).catch((error: unknown) => this.log.error({ err: error }, "could not keep the site as first deployed"));
    this.schedule();
    this.releaseTimer = setInterval(() => this.nudgeReleases(), this.options.pollMs ?? 1000);
    this.releaseTimer.unref();
  }

  /** Carry out pending "make build N live" requests now. */
  nudgeReleases(): void {
    if (this.stopped || this.releasing) return;
    this.releasing = (async () => {
      try {
        while (!this.stopped && (await this.releaseNext())) {
          /* next one */
        }
      } catch (error) {
        this.log.error({ err: error }, "site release failed");
      }
    })().finally(() => (this.releasing = null));
  }

  /** One go-live at a time: the publish command, then the pointer. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.liveLock.then(work, work);
    this.liveLock = result.catch(() => undefined);
    return result;
  }

  /** Look at the queue now (a request was just queued on this instance). */
  nudge(): void {
    if (this.stopped) return;
    if (this.working) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.working = this.work().finally(() => {
      this.working = null;
      if (this.again) {
        this.again = false;
        this.nudge();
      } else this.schedule();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.releaseTimer) clearInterval(this.releaseTimer);
    await this.releasing;
    const running = this.currentBuild;
    this.gatsby?.stop();
    await this.working?.catch(() => undefined);
    if (running !== null) {
      await this.db
        .updateTable("site_builds")
        .set({ status: "failed", error: STOPPED_MESSAGE, step: null, finished_at: now() })
        .where("id", "=", running)
        .where("status", "=", "building")
        .execute()
        .catch(() => undefined);
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.nudge(), this.options.pollMs ?? 1000);
    this.timer.unref();
  }

  private async work(): Promise<void> {
    try {
      // Posts and jobs that changed (or a scheduled post's time) become a refresh build (issue 29).
      if (this.options.refresh !== false) await queueDueRefresh(this.db, this.engine, this.options.refreshQuietMs ?? REFRESH_QUIET_MS);
      while (!this.stopped && (await this.buildNext())) {
        /* one job per turn, until the queue is empty */
      }
    } catch (error) {
      this.log.error({ err: error }, "site builder failed");
    }
  }

  private async recover(): Promise<void> {
    if (await stopLeftover(this.options.buildsDir)) this.log.warn("stopped a gatsby build left running by a builder that died");
    const abandoned = await this.db
      .updateTable("site_builds")
      .set({ status: "failed", error: DIED_MESSAGE, step: null, finished_at: now() })
      .where("status", "=", "building")
      .executeTakeFirst();
    if (Number(abandoned.numUpdatedRows) > 0) this.log.warn({ count: Number(abandoned.numUpdatedRows) }, "builds abandoned by a builder that died were marked failed");
    await this.db
      .updateTable("site_releases")
      .set({ status: "failed", error: DIED_MESSAGE, finished_at: now() })
      .where("status", "=", "working")
      .execute();
    // The folders are what visitors get: the database follows them.
    for (const name of ["live", "preview"] as const) {
      const folder = readPointer(this.options.buildsDir, name);
      const build = folder
        ? await this.db.selectFrom("site_builds").select("id").where("folder", "=", folder).orderBy("id", "desc").executeTakeFirst()
        : undefined;
      const pointer = await this.db.selectFrom("site_pointers").select("build_id").where("name", "=", name).executeTakeFirst();
      if (build && Number(pointer?.build_id) !== Number(build.id)) await setPointer(this.db, name, Number(build.id), "builder");
      if (!build && pointer) await this.db.deleteFrom("site_pointers").where("name", "=", name).execute();
    }
  }

  private async releaseNext(): Promise<boolean> {
    const next = await this.db.selectFrom("site_releases").select(["id", "build_id", "requested_by"]).where("status", "=", "pending").orderBy("id").executeTakeFirst();
    if (!next) return false;
    const claimed = await this.db.updateTable("site_releases").set({ status: "working" }).where("id", "=", next.id).where("status", "=", "pending").executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return true;
    const buildId = Number(next.build_id);
    const notes: string[] = [];
    let failure: string | null = null;
    try {
      await this.exclusive(() =>
        goLive(this.db, this.options, buildId, next.requested_by, { step: async () => undefined, note: (text) => notes.push(text) }),
      );
    } catch (error) {
      failure = error instanceof GoLiveError ? error.message : `Going live failed: ${(error as Error).message}`;
      if (!(error instanceof GoLiveError)) this.log.error({ err: error }, "going live failed");
    }
    // The publish command's output, and its failure, are shown on the build (which stays a good build).
    const build = await this.db.selectFrom("site_builds").select("log").where("id", "=", buildId).executeTakeFirst();
    if (build) {
      await this.db
        .updateTable("site_builds")
        .set({ log: appendLog(build.log, notes.join("\n")), error: failure })
        .where("id", "=", buildId)
        .execute();
    }
    await this.db
      .updateTable("site_releases")
      .set({ status: failure ? "failed" : "done", error: failure, finished_at: now() })
      .where("id", "=", next.id)
      .execute();
    return true;
  }

  private async buildNext(): Promise<boolean> {
    const next = await this.db.selectFrom("site_builds").select("id").where("status", "=", "queued").orderBy("id").executeTakeFirst();
    if (!next) return false;
    const id = Number(next.id);
    const claimed = await this.db
      .updateTable("site_builds")
      .set({ status: "building", started_at: now(), step: "Waiting to start" })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return true;
    this.currentBuild = id;
    try {
      await runBuild(this.db, this.options, id, {
        onGatsby: (run) => (this.gatsby = run),
        stopping: () => this.stopped,
        exclusive: (work) => this.exclusive(work),
      });
    } catch (error) {
      this.log.error({ err: error }, "site build failed");
      await this.db
        .updateTable("site_builds")
        .set({ status: "failed", error: `The builder failed: ${(error as Error).message}`, step: null, finished_at: now() })
        .where("id", "=", id)
        .where("status", "=", "building")
        .execute();
    } finally {
      this.currentBuild = null;
      this.gatsby = null;
    }
    await auditRefreshOutcome(this.db, id);
    return true;
  }
}
