/**
 * Analytics retention (issue 31), run by the daily privacy sweep (api/privacy/sweep.ts):
 * - each past day's salt is deleted and the visitor hashes made with it set to null, so no hash can be
 *   made again or joined to another day's (the day is the sweep's: every site day before it is over);
 * - raw visits and page views are kept RAW_DAYS days;
 * - the daily totals, which hold no person, are kept TOTALS_YEARS years.
 * The erased bytes then leave the files as the sweep's own erasures do (purge.ts): on SQLite every
 * connection runs with secure_delete and the WAL is checkpointed; on PostgreSQL the salts' table is
 * vacuumed full (the hashes without their salt identify no one; the big tables are left to autovacuum).
 */
import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../store/db";
import { addDays } from "../privacy/kinds";
import { purgeErased } from "../privacy/purge";
import { forgetSalt } from "./visitor";

export const RAW_DAYS = 30;
export const TOTALS_YEARS = 2;

const DAILY_TABLES = [
  "analytics_daily",
  "analytics_daily_pages",
  "analytics_daily_sources",
  "analytics_daily_entries",
  "analytics_daily_referrers",
] as const;

export interface AnalyticsRetentionSummary {
  /** Past days whose salt was deleted. */
  salts: number;
  /** Visits and page views whose visitor hash was set to null. */
  hashesForgotten: number;
  /** Raw visits and page views deleted (older than RAW_DAYS). */
  rawDeleted: number;
  /** Daily total rows deleted (older than TOTALS_YEARS). */
  totalsDeleted: number;
}

/** The same calendar day `years` years before (29 February before a common year sorts as 28 February would). */
export const yearsBefore = (day: string, years: number): string => `${String(Number(day.slice(0, 4)) - years).padStart(4, "0")}${day.slice(4)}`;

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) => Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);

/** Applies the retention as of `today` (YYYY-MM-DD): every day before it is over. */
export async function analyticsRetention(db: Db, today: string): Promise<AnalyticsRetentionSummary> {
  const rawBefore = addDays(today, -RAW_DAYS);
  const totalsBefore = yearsBefore(today, TOTALS_YEARS);
  const summary = await db.transaction().execute(async (trx) => {
    const salts = count(await trx.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst());
    let rawDeleted = count(await trx.deleteFrom("analytics_pageviews").where("day", "<", rawBefore).executeTakeFirst());
    rawDeleted += count(await trx.deleteFrom("analytics_visits").where("day", "<", rawBefore).executeTakeFirst());
    let hashesForgotten = 0;
    for (const table of ["analytics_visits", "analytics_pageviews"] as const) {
      hashesForgotten += count(
        await trx.updateTable(table).set({ visitor_hash: null }).where("day", "<", today).where("visitor_hash", "is not", null).executeTakeFirst(),
      );
    }
    let totalsDeleted = 0;
    for (const table of DAILY_TABLES) totalsDeleted += count(await trx.deleteFrom(table).where("day", "<", totalsBefore).executeTakeFirst());
    return { salts, hashesForgotten, rawDeleted, totalsDeleted };
  });
  if (summary.salts > 0) forgetSalt();
  if (summary.salts + summary.hashesForgotten + summary.rawDeleted + summary.totalsDeleted > 0) await purgeAnalytics(db);
  return summary;
}

/** The deleted salts' bytes leave the database's files (see the header). */
async function purgeAnalytics(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`vacuum full analytics_salts`.execute(db).catch(() => undefined);
    return;
  }
  await purgeErased(db, []);
}
