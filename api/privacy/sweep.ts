/**
 * The privacy sweep (issue 25): erases every lead whose erasure date (last change + its kind's retention
 * + any days HR kept it longer) is before the given day; deletes privacy requests left unconfirmed for 7
 * days, closed ones a year after closing, and the privacy mails the outbox has finished with.
 *
 * The API runs it once a day (`startPrivacySweeper`): each instance looks every hour, and the first to
 * insert the day's row into `privacy_sweeps` runs it; the others find the row and do nothing. The same
 * sweep runs from `npm run privacy -- sweep [--as-of YYYY-MM-DD]` (cli.ts). It ends with the analytics'
 * retention (issue 31) and drops the not-found paths not asked for in 90 days (issue 30).
 */
import { sql } from "kysely";
import type { RetentionDays } from "../../shared/retention";
import type { Db } from "../store/db";
import { analyticsRetention, type AnalyticsRetentionSummary } from "../analytics/retention";
import { notFoundRetention } from "../not-found/list";
import { PRIVACY_MAIL_KINDS } from "../notify/privacy";
import { eraseLeads, type EraseBy } from "./erase";
import { purgeErased, tablesFor } from "./purge";
import { PRIVACY_KINDS, addDays, erasureDate, noneErased, todayUtc, type ErasedCounts, type ErasedLead } from "./kinds";

export const UNCONFIRMED_DAYS = 7;
export const CLOSED_REQUEST_DAYS = 365;
const BATCH = 100;

export interface SweepSummary {
  asOf: string;
  erased: ErasedCounts;
  unconfirmedRequests: number;
  closedRequests: number;
  privacyMails: number;
  /** The erasure ledger's entries (ledger.ts): in the API's log line and the day's `privacy_sweeps` row. */
  erasedLeads: ErasedLead[];
  /** Whether the erased bytes left the database's files (null: nothing was erased or deleted). */
  purged: boolean | null;
  /** Issue 31: past days' salts and hashes forgotten, raw analytics past 30 days, totals past 2 years. */
  analytics?: AnalyticsRetentionSummary;
  /** Issue 30: not-found paths not seen for 90 days, deleted with their referrers. */
  notFound?: { deleted: number };
}

/** Ids of one kind's leads due for erasure before `asOf`. */
async function dueIds(db: Db, kind: (typeof PRIVACY_KINDS)[number], days: number, asOf: string): Promise<number[]> {
  // Only rows whose last change is before asOf - days can be due (days kept longer only push it later).
  const rows = await db
    .selectFrom(kind.table as "contacts")
    .select(["id", "created_at", "changed_at", "kept_longer_days"])
    .where("erased_at", "is", null)
    .where(sql<string>`coalesce(changed_at, created_at)`, "<", addDays(asOf, -days))
    .orderBy("id")
    .execute();
  return rows
    .filter((row) => erasureDate(row.changed_at ?? row.created_at, days + Number(row.kept_longer_days ?? 0)) < asOf)
    .map((row) => Number(row.id));
}

export async function sweep(db: Db, retention: RetentionDays, asOf: string, via: string): Promise<SweepSummary> {
  const by: EraseBy = { reason: "retention", actorEmail: null, via };
  const erased = noneErased();
  const erasedLeads: ErasedLead[] = [];
  for (const kind of PRIVACY_KINDS) {
    const ids = await dueIds(db, kind, retention[kind.kind], asOf);
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      erased[kind.kind] += await db.transaction().execute((trx) => eraseLeads(trx, kind, batch, by, erasedLeads));
    }
  }
  const summary = await db.transaction().execute(async (trx) => {
    const unconfirmed = await trx
      .deleteFrom("privacy_requests")
      .where("status", "=", "unconfirmed")
      .where("created_at", "<", addDays(asOf, -UNCONFIRMED_DAYS))
      .returning("id")
      .execute();
    const closed = await trx
      .deleteFrom("privacy_requests")
      .where("status", "in", ["done", "refused"])
      .where("closed_at", "<", addDays(asOf, -CLOSED_REQUEST_DAYS))
      .returning("id")
      .execute();
    // Privacy mails hold a person's address (and a confirmation link): gone once sent or given up, or
    // once their request is.
    const mails = await trx
      .deleteFrom("notification_outbox")
      .where("kind", "in", [...PRIVACY_MAIL_KINDS])
      .where((eb) =>
        eb.or([
          eb("state", "in", ["sent", "failed"]),
          eb.not(eb.exists(eb.selectFrom("privacy_requests").select("privacy_requests.id").whereRef("privacy_requests.id", "=", "notification_outbox.lead_id"))),
        ]),
      )
      .executeTakeFirst();
    return {
      asOf,
      erased,
      unconfirmedRequests: unconfirmed.length,
      closedRequests: closed.length,
      privacyMails: Number(mails.numDeletedRows),
      purged: null as boolean | null,
      erasedLeads,
    };
  });
  const tables = tablesFor(erased, [
    ...(summary.unconfirmedRequests + summary.closedRequests > 0 ? (["privacy_requests"] as const) : []),
    ...(summary.privacyMails > 0 ? (["notification_outbox"] as const) : []),
  ]);
  // The erased bytes leave the files too: the WAL checkpointed (SQLite), the tables vacuumed (PostgreSQL).
  if (tables.length > 0) summary.purged = (await purgeErased(db, tables)).complete;
  return { ...summary, analytics: await analyticsRetention(db, asOf), notFound: await notFoundRetention(db, asOf) };
}

export interface SweeperLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SweeperOptions {
  db: Db;
  retention: RetentionDays;
  log: SweeperLog;
  /** How often to look whether today's sweep has run (default an hour; the first look after a minute). */
  everyMs?: number;
  firstAfterMs?: number;
  now?: () => Date;
}

/** Claims the day for this instance: true for exactly one caller per day across every instance. */
export async function claimDay(db: Db, day: string): Promise<boolean> {
  const row = await db
    .insertInto("privacy_sweeps")
    .values({ day, started_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("day").doNothing())
    .returning("day")
    .executeTakeFirst();
  return row !== undefined;
}

/** Runs the day's sweep on one instance; resolves with its summary, or null when another had it. */
export async function sweepOnceToday(options: Pick<SweeperOptions, "db" | "retention" | "now">): Promise<SweepSummary | null> {
  const day = todayUtc(options.now?.() ?? new Date());
  if (!(await claimDay(options.db, day))) return null;
  const summary = await sweep(options.db, options.retention, day, "daily sweep");
  await options.db
    .updateTable("privacy_sweeps")
    .set({ finished_at: new Date().toISOString(), summary: JSON.stringify(summary) })
    .where("day", "=", day)
    .execute();
  return summary;
}

export function startPrivacySweeper(options: SweeperOptions): { stop: () => Promise<void> } {
  const everyMs = options.everyMs ?? 60 * 60_000;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = sweepOnceToday(options)
      .then((summary) => {
        if (summary) options.log.info({ ...summary }, "privacy sweep done");
      })
      .catch((error: unknown) =>
        options.log.error({ reason: error instanceof Error ? error.message : String(error) }, "privacy sweep failed"),
      )
      .finally(() => (running = null));
  };
  const first = setTimeout(tick, options.firstAfterMs ?? Math.min(60_000, everyMs));
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
