/**
 * The dashboard's figures for a range of site days, read from the daily totals only (raw rows are kept
 * 30 days, the totals 2 years). A visitor is counted once per day (the day's salt makes hashes unjoinable
 * across days), so a range's visitors are the sum of its days' visitors. Each top list is the range's
 * sums per key, largest first with a stable tie order, at most TOP_LIMIT rows.
 */
import { sql } from "kysely";
import {
  eachDay,
  TOP_LIMIT,
  type AnalyticsDashboard,
  type AnalyticsDay,
} from "../../shared/analytics-dashboard";
import type { Db } from "../store/db";

/** A sum as a number (0 for no rows; PostgreSQL's bigint sums arrive as numbers via db.ts's parser, numeric as text). */
const sum = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;
const num = (value: unknown): number => Number(value ?? 0);

export async function dashboard(db: Db, from: string, to: string): Promise<AnalyticsDashboard> {
  const [daily, pages, sources, entries, referrers] = await Promise.all([
    db
      .selectFrom("analytics_daily")
      .select(["day", "visitors", "visits", "pageviews", "enquiries", "applications", "downloads"])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .execute(),
    db
      .selectFrom("analytics_daily_pages")
      .select(["path", sum("pageviews").as("pageviews"), sum("visitors").as("visitors")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("path")
      .orderBy("pageviews", "desc")
      .orderBy("visitors", "desc")
      .orderBy("path")
      .limit(TOP_LIMIT)
      .execute(),
    db
      .selectFrom("analytics_daily_sources")
      .select(["source", "medium", "campaign", sum("visitors").as("visitors"), sum("leads").as("leads")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["source", "medium", "campaign"])
      .orderBy("visitors", "desc")
      .orderBy("leads", "desc")
      .orderBy("source")
      .orderBy("medium")
      .orderBy("campaign")
      .limit(TOP_LIMIT)
      .execute(),
    db
      .selectFrom("analytics_daily_entries")
      .select(["path", sum("visits").as("visits")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("path")
      .orderBy("visits", "desc")
      .orderBy("path")
      .limit(TOP_LIMIT)
      .execute(),
    db
      .selectFrom("analytics_daily_referrers")
      .select(["host", sum("visits").as("visits")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("host")
      .orderBy("visits", "desc")
      .orderBy("host")
      .limit(TOP_LIMIT)
      .execute(),
  ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const leadsByKind = { enquiries: 0, applications: 0, downloads: 0 };
  const totals = { visitors: 0, visits: 0, pageviews: 0, leads: 0 };
  const days: AnalyticsDay[] = eachDay(from, to).map((date) => {
    const row = byDay.get(date);
    const enquiries = num(row?.enquiries);
    const applications = num(row?.applications);
    const downloads = num(row?.downloads);
    const day = { date, visitors: num(row?.visitors), visits: num(row?.visits), pageviews: num(row?.pageviews), leads: enquiries + applications + downloads };
    leadsByKind.enquiries += enquiries;
    leadsByKind.applications += applications;
    leadsByKind.downloads += downloads;
    totals.visitors += day.visitors;
    totals.visits += day.visits;
    totals.pageviews += day.pageviews;
    totals.leads += day.leads;
    return day;
  });

  return {
    from,
    to,
    totals,
    days,
    pages: pages.map((row) => ({ path: row.path, pageviews: num(row.pageviews), visitors: num(row.visitors) })),
    sources: sources.map((row) => {
      const visitors = num(row.visitors);
      const leads = num(row.leads);
      return {
        source: row.source,
        medium: row.medium === "" ? null : row.medium,
        campaign: row.campaign === "" ? null : row.campaign,
        visitors,
        leads,
        conversionRate: visitors > 0 ? Math.min(1, leads / visitors) : 0,
      };
    }),
    entryPages: entries.map((row) => ({ path: row.path, visits: num(row.visits) })),
    referrers: referrers.map((row) => ({ host: row.host, visits: num(row.visits) })),
    leadsByKind,
  };
}
