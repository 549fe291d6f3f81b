/**
 * What the attribution tests share (issue 31). The beacon ingest (`POST /events`) is another module's, so a
 * visit is seeded straight into `analytics_visits` under the hash `visitorHash` gives for the test
 * server's requests (from 127.0.0.1, with the user agent each test sets).
 */
import { visitorHash } from "../../../api/analytics/visitor";
import type { TestServer } from "../helpers";

/** The address the test server sees its requests come from. */
export const TEST_IP = "127.0.0.1";

const MINUTE = 60_000;

export interface SeededVisit {
  userAgent: string;
  /** Minutes before now. */
  startedMinutesAgo?: number;
  lastMinutesAgo?: number;
  entryPath?: string;
  source: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  referrerHost?: string | null;
}

/** Stores one visit as the beacon ingest would; its started_at as stored. */
export async function seedVisit(server: TestServer, visit: SeededVisit): Promise<{ day: string; startedAt: string }> {
  const now = Date.now();
  const { day, hash } = await visitorHash(server.db, TEST_IP, visit.userAgent, new Date(now));
  const startedAt = new Date(now - (visit.startedMinutesAgo ?? 10) * MINUTE).toISOString();
  await server.db
    .insertInto("analytics_visits")
    .values({
      day,
      visitor_hash: hash,
      started_at: startedAt,
      last_at: new Date(now - (visit.lastMinutesAgo ?? 2) * MINUTE).toISOString(),
      entry_path: visit.entryPath ?? "/",
      source: visit.source,
      medium: visit.medium ?? "",
      campaign: visit.campaign ?? "",
      term: visit.term ?? "",
      content: visit.content ?? "",
      referrer_host: visit.referrerHost ?? null,
      pageviews: 2,
    })
    .execute();
  return { day, startedAt };
}

/** The day's lead counts by kind (zeros when the day has no row). */
export async function dailyLeads(server: TestServer, day: string): Promise<{ enquiries: number; applications: number; downloads: number }> {
  const row = await server.db.selectFrom("analytics_daily").select(["enquiries", "applications", "downloads"]).where("day", "=", day).executeTakeFirst();
  return { enquiries: Number(row?.enquiries ?? 0), applications: Number(row?.applications ?? 0), downloads: Number(row?.downloads ?? 0) };
}

/** A source line's lead count (0 when the line does not exist). */
export async function sourceLeads(server: TestServer, line: { day: string; source: string; medium?: string; campaign?: string }): Promise<number> {
  const row = await server.db
    .selectFrom("analytics_daily_sources")
    .select("leads")
    .where("day", "=", line.day)
    .where("source", "=", line.source)
    .where("medium", "=", line.medium ?? "")
    .where("campaign", "=", line.campaign ?? "")
    .executeTakeFirst();
  return Number(row?.leads ?? 0);
}

/** The CSV's rows as objects by header (cells as the spreadsheet reads them: simple cells only). */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...lines] = text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
  const names = header.split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((cell, i) => [names[i], cell.replace(/^"|"$/g, "")])));
}
