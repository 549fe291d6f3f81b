/**
 * Closing dates (issue 29). A job with `closes_at` is open to the end of that day in Asia/Kolkata.
 * Two things make that so with no one acting:
 * - the public list leaves it out from 00:00 IST the next day (`store.jobs.list`, at query time), and
 * - every instance looks each minute (and once at start) for open jobs whose day has ended and closes
 *   them as a person would: status `closed`, `version` + 1, `updated_at`, and an `update` entry in the audit
 *   log with no actor ("… closed by its closing date …"). The update only takes rows still open, so when
 *   several instances share a database each job is closed, and logged, once.
 */
import { sql } from "kysely";
import type { Db } from "../store/db";
import { kolkataDay } from "../store/jobs";
import { audit } from "./audit";
import { jobChange, requestRefresh } from "../site/refresh/request";
import type { Input } from "./input";

/** Why the audit log says a job closed without anyone acting. */
export const CLOSED_BY_DATE = "closed by its closing date";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_MESSAGE = "Must be a date such as 2026-01-31";

/** True for a real calendar day written YYYY-MM-DD (from the year 2000). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `closesAt` from a body: undefined when absent (keep what is stored), null when null or "" (no closing
 * date), else the date; anything else is a 422 under `closesAt`.
 */
export function readClosesAt(input: Input, body: unknown): string | null | undefined {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>).closesAt : undefined;
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  if (typeof value === "string" && isCalendarDate(value)) return value;
  input.fail("closesAt", DATE_MESSAGE);
  return null;
}

/** Closes every open job whose closing day has ended at `at`; answers the ids it closed. */
export async function closeDueJobs(db: Db, at: Date): Promise<number[]> {
  const today = kolkataDay(at);
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable("jobs")
      .set({ status: "closed", updated_at: new Date().toISOString(), version: sql<number>`version + 1` })
      .where("status", "=", "open")
      .where("closes_at", "is not", null)
      .where("closes_at", "<", today)
      .returning(["id", "job_title", "closes_at"])
      .execute();
    for (const job of closed) {
      await audit(trx, {
        actorEmail: null,
        action: "update",
        entity: "job",
        entityId: job.id,
        detail: `${job.job_title} (closed): ${CLOSED_BY_DATE}, ${job.closes_at ?? ""}`,
      });
      await requestRefresh(trx, jobChange(job.id, "open", "closed", null));
    }
    return closed.map((job) => job.id);
  });
}

export interface JobClosingOptions {
  db: Db;
  now: () => Date;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** How often to look (default a minute); the first look is at once. */
  everyMs?: number;
}

/** The periodic check on this instance; `stop` waits for a look in progress. */
export function startJobClosing({ db, now, log, everyMs = 60_000 }: JobClosingOptions): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = closeDueJobs(db, now())
      .then((ids) => {
        if (ids.length) log.info({ jobs: ids }, "jobs closed by their closing date");
      })
      .catch((error: unknown) => log.warn({ reason: error instanceof Error ? error.message : String(error) }, "closing due jobs failed"))
      .finally(() => (running = null));
  };
  const first = setTimeout(tick, 0);
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
