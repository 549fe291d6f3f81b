/**
 * The builder's side of refreshes (issue 29), run on each turn of its loop:
 * - a scheduled post whose time has come since the last look asks for a refresh (the look's bookmark is
 *   in the database, so a restarted builder catches up on what came due while it was down);
 * - pending requests become one refresh build once no new one arrived for `quietMs` (or the oldest has
 *   waited six times that, so a steady stream of saves still refreshes); a refresh already queued and not
 *   started takes them in instead, so a change made while a refresh runs makes exactly one more after it;
 * - when the live build already shows exactly these posts and jobs, no build is made (the requests are
 *   marked skipped and the audit log says so).
 */
import type { Db } from "../../store/db";
import type { Engine } from "../../store/schema";
import { audit } from "../../staff/audit";
import { pointedBuild, queueTransaction } from "../store";
import { cleanTreeHash, contentIdentity, publishedDigest } from "./digest";
import { requestRefresh } from "./request";

/** The longest the first of a stream of changes waits, in quiet periods. */
const MAX_WAIT_QUIETS = 6;

/** How many reasons a refresh's "asked by" names before "and N more". */
const NAMED = 3;

/** "post 12 saved by a@…; job 4 closed by b@…; and 2 more". */
export function describeReasons(reasons: readonly string[]): string {
  const unique = [...new Set(reasons)];
  if (unique.length <= NAMED) return unique.join("; ");
  return `${unique.slice(0, NAMED - 1).join("; ")}; and ${unique.length - (NAMED - 1)} more`;
}

const SCHEDULED = "scheduled";

const scheduledMark = (db: Db) => db.selectFrom("site_refresh_marks").select("at").where("name", "=", SCHEDULED).executeTakeFirst();

/** Posts published for a time after `since` that has come by `until`. */
const comeDue = (db: Db, since: string, until: string) =>
  db
    .selectFrom("blogs")
    .select(["id", "published_at"])
    .where("status", "=", "published")
    .where("published_at", ">", since)
    .where("published_at", "<=", until)
    // Only posts saved before their time: one published at once asked for its refresh as it was saved.
    .whereRef("published_at", ">", "updated_at")
    .orderBy("published_at")
    .execute();

/**
 * Asks for a refresh for each post published for a time that came since the bookmark, and moves the
 * bookmark past them (it stays put while none comes due: the range only grows, and holds nothing new).
 */
async function noticeScheduled(tx: Db, at: Date): Promise<void> {
  const nowIso = at.toISOString();
  const mark = await scheduledMark(tx);
  if (!mark) {
    await tx.insertInto("site_refresh_marks").values({ name: SCHEDULED, at: nowIso }).execute();
    return;
  }
  const due = await comeDue(tx, mark.at, nowIso);
  for (const post of due) await requestRefresh(tx, `post ${post.id} scheduled for ${post.published_at ?? ""} came due`);
  if (due.length) await tx.updateTable("site_refresh_marks").set({ at: nowIso }).where("name", "=", SCHEDULED).execute();
}

/** Requests wait no longer: quiet since the newest, or the oldest waited long enough. */
const isDue = (times: readonly string[], quietMs: number, at: Date): boolean => {
  if (!times.length) return false;
  const stamps = times.map((t) => Date.parse(t));
  return at.getTime() - Math.max(...stamps) >= quietMs || at.getTime() - Math.min(...stamps) >= quietMs * MAX_WAIT_QUIETS;
};

/** Anything to do, read without the queue's lock (the builder looks every second; most looks find nothing). */
async function hasWork(db: Db, quietMs: number, at: Date): Promise<boolean> {
  const mark = await scheduledMark(db);
  if (!mark || (await comeDue(db, mark.at, at.toISOString())).length) return true;
  const pending = await db.selectFrom("site_refresh_requests").select("requested_at").where("state", "=", "pending").execute();
  return isDue(pending.map((r) => r.requested_at), quietMs, at);
}

const now = () => new Date().toISOString();

/** Turns due requests into a queued refresh build; answers its id (null: nothing queued now). */
export async function queueDueRefresh(db: Db, engine: Engine, quietMs: number, at: Date = new Date()): Promise<number | null> {
  if (!(await hasWork(db, quietMs, at))) return null;
  return queueTransaction(db, engine, async (tx) => {
    await noticeScheduled(tx, at);
    const pending = await tx.selectFrom("site_refresh_requests").select(["id", "reason", "requested_at"]).where("state", "=", "pending").orderBy("id").execute();
    if (!isDue(pending.map((r) => r.requested_at), quietMs, at)) return null;
    const ids = pending.map((r) => Number(r.id));
    const reasons = pending.map((r) => r.reason);
    const queued = await tx.selectFrom("site_builds").select("id").where("status", "=", "queued").where("refresh", "=", 1).orderBy("id").executeTakeFirst();
    let id: number;
    if (queued) {
      id = Number(queued.id);
    } else {
      const live = await pointedBuild(tx, "live");
      if (live?.commit && live.contentHash && live.contentHash === contentIdentity(cleanTreeHash(live.commit), await publishedDigest(tx, at))) {
        await tx.updateTable("site_refresh_requests").set({ state: "skipped" }).where("id", "in", ids).execute();
        await audit(tx, { actorEmail: null, action: "refresh", entity: "site-build", entityId: live.id, detail: `not needed (build ${live.id}, live, already shows these posts and jobs) for: ${describeReasons(reasons)}` });
        return null;
      }
      const row = await tx
        .insertInto("site_builds")
        .values({ target: "live", status: "queued", refresh: 1, requested_by: describeReasons(reasons), requested_at: now(), commit: null, content_hash: null, dirty: null, folder: null, reused_from: null, started_at: null, finished_at: null, step: null, error: null, live_at: null, live_by: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    await tx.updateTable("site_refresh_requests").set({ state: "built", build_id: id }).where("id", "in", ids).execute();
    const all = await tx.selectFrom("site_refresh_requests").select("reason").where("build_id", "=", id).orderBy("id").execute();
    const requestedBy = describeReasons(all.map((r) => r.reason));
    await tx.updateTable("site_builds").set({ requested_by: requestedBy }).where("id", "=", id).execute();
    await audit(tx, { actorEmail: null, action: "refresh", entity: "site-build", entityId: id, detail: `${queued ? "joined queued refresh" : "queued refresh"} ${id} for: ${describeReasons(reasons)}` });
    return id;
  });
}

/** The audit entry for a refresh build's outcome (after the builder ran it). */
export async function auditRefreshOutcome(db: Db, buildId: number): Promise<void> {
  const build = await db.selectFrom("site_builds").select(["refresh", "status", "error", "live_at", "reused_from", "refresh_of"]).where("id", "=", buildId).executeTakeFirst();
  if (!build?.refresh) return;
  const from = build.refresh_of === null ? "" : ` from build ${build.refresh_of}'s content`;
  const detail =
    build.status === "failed"
      ? `refresh ${buildId} failed${from}; the live site was not changed: ${build.error ?? ""}`
      : build.live_at
        ? `refresh ${buildId} is live${from}${build.reused_from !== null ? ` (same as build ${build.reused_from}, not rebuilt)` : ""}`
        : `refresh ${buildId} was built${from} but not made live: ${build.error ?? "the live site changed while it ran"}`;
  await audit(db, { actorEmail: null, action: "refresh", entity: "site-build", entityId: buildId, detail });
}
