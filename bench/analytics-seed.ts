/**
 * The Analytics dashboard bench's data (issue 31): a simulated site with a few hundred paths read with a
 * long tail, dozens of sources and campaigns, referring sites, and about 1% of visits ending in a lead.
 * Every day of the range gets its daily totals (pages, sources, entry pages, referrers, leads by kind); the
 * last RAW_DAYS days also get their raw visits and page views (PAGEVIEWS_PER_DAY × RAW_DAYS ≈ 1 million).
 * Seeded random numbers, so each run stores the same rows.
 */
import type { Insertable } from "kysely";
import type { AnalyticsTables } from "../api/analytics/migration";
import type { Db } from "../api/store/db";
import { addDays } from "../shared/analytics-dashboard";

export const RAW_DAYS = 30;
/** A little over 1,000,000 / RAW_DAYS: weekends are quieter, so the 30 days hold just over a million. */
export const PAGEVIEWS_PER_DAY = 34_000;
const PATHS = 300;
const BATCH = 2_000;

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `items` with weights falling as 1/rank^s (a few popular, a long tail). */
function zipf<T>(items: T[], s: number, next: () => number) {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((_, i) => cumulative.push((total += 1 / (i + 1) ** s)));
  return () => {
    const x = next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

const SECTIONS = ["services", "blog", "case-studies", "careers", "industries", "insights"];
const paths = ["/", "/contact-us", "/about-us", ...Array.from({ length: PATHS - 3 }, (_, i) => `/${SECTIONS[i % SECTIONS.length]}/page-${i}`)];
const HOSTS = ["www.google.com", "www.linkedin.com", "t.co", "www.facebook.com", "duckduckgo.com", "www.bing.com", ...Array.from({ length: 34 }, (_, i) => `blog${i}.example.in`)];
interface Origin { source: string; medium: string; campaign: string; host: string | null }
const ORIGINS: Origin[] = [
  { source: "direct", medium: "", campaign: "", host: null },
  ...HOSTS.map((host) => ({ source: host, medium: "", campaign: "", host })),
  ...["linkedin", "facebook", "instagram", "newsletter", "google"].flatMap((source, s) =>
    Array.from({ length: 6 }, (_, c) => ({ source, medium: ["social", "social", "social", "email", "cpc"][s], campaign: `campaign-${s}-${c}`, host: null })),
  ),
];

type Rows<K extends keyof AnalyticsTables> = Insertable<AnalyticsTables[K]>[];

async function insert<K extends keyof AnalyticsTables>(db: Db, table: K, rows: Rows<K>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Kysely's insert typing cannot follow a generic table name; the rows are that table's.
    await db.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** Seeds `days` days ending `today`; returns the raw page views stored. */
export async function seedAnalytics(db: Db, today: string, days: number, log: (line: string) => void): Promise<number> {
  const next = random(31);
  const pickPath = zipf(paths, 1.1, next);
  const pickOrigin = zipf(ORIGINS, 0.9, next);
  let rawPageviews = 0;
  for (let back = days - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const raw = back < RAW_DAYS;
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    const target = Math.round(PAGEVIEWS_PER_DAY * (weekend ? 0.7 : 1.1) * (0.85 + next() * 0.3));
    const visitorsPool = Math.round(target / 3.6);
    const pageViews = new Map<string, number>();
    const pageVisitors = new Map<string, Set<number>>();
    const entries = new Map<string, number>();
    const referrers = new Map<string, number>();
    const sources = new Map<Origin, { visits: number; visitors: Set<number>; leads: number }>();
    const visitors = new Set<number>();
    const leads = { enquiries: 0, applications: 0, downloads: 0 };
    const visitRows: Rows<"analytics_visits"> = [];
    const viewRows: Rows<"analytics_pageviews"> = [];
    let views = 0;
    let visits = 0;
    while (views < target) {
      const visitor = Math.floor(next() * visitorsPool);
      const origin = pickOrigin();
      const length = 1 + Math.floor(next() * next() * 8);
      const entry = pickPath();
      const started = new Date(Date.parse(`${day}T00:00:00+05:30`) + Math.floor(next() * 86_000_000));
      const id = raw ? visitRows.length + 1 : 0;
      visits++;
      visitors.add(visitor);
      bump(entries, entry);
      if (origin.host) bump(referrers, origin.host);
      const line = sources.get(origin) ?? { visits: 0, visitors: new Set<number>(), leads: 0 };
      sources.set(origin, line);
      line.visits++;
      line.visitors.add(visitor);
      for (let i = 0; i < length; i++) {
        const path = i === 0 ? entry : pickPath();
        views++;
        bump(pageViews, path);
        const seen = pageVisitors.get(path) ?? new Set<number>();
        seen.add(visitor);
        pageVisitors.set(path, seen);
        if (raw) viewRows.push({ at: new Date(started.getTime() + i * 40_000).toISOString(), day, path, visit_id: id, visitor_hash: back < 1 ? `${day}-${visitor}`.padEnd(64, "0") : null });
      }
      if (next() < 0.01) {
        const kind = next() < 0.6 ? "enquiries" : next() < 0.5 ? "applications" : "downloads";
        leads[kind]++;
        line.leads++;
      }
      if (raw) {
        visitRows.push({
          day, visitor_hash: back < 1 ? `${day}-${visitor}`.padEnd(64, "0") : null, started_at: started.toISOString(), last_at: new Date(started.getTime() + (length - 1) * 40_000).toISOString(),
          entry_path: entry, source: origin.source, medium: origin.medium, campaign: origin.campaign, term: "", content: "", referrer_host: origin.host, pageviews: length,
        });
      }
    }
    await insert(db, "analytics_daily", [{ day, visitors: visitors.size, visits, pageviews: views, ...leads }]);
    await insert(db, "analytics_daily_pages", [...pageViews].map(([path, n]) => ({ day, path, pageviews: n, visitors: pageVisitors.get(path)?.size ?? 0 })));
    await insert(db, "analytics_daily_sources", [...sources].map(([o, s]) => ({ day, source: o.source, medium: o.medium, campaign: o.campaign, visits: s.visits, visitors: s.visitors.size, leads: s.leads })));
    await insert(db, "analytics_daily_entries", [...entries].map(([path, n]) => ({ day, path, visits: n })));
    await insert(db, "analytics_daily_referrers", [...referrers].map(([host, n]) => ({ day, host, visits: n })));
    if (raw) {
      // The raw visits' ids are the table's own; each page view points at its visit by insertion order.
      const first = await db.selectFrom("analytics_visits").select((eb) => eb.fn.max("id").as("max")).executeTakeFirst();
      const offset = Number(first?.max ?? 0);
      await insert(db, "analytics_visits", visitRows.map((row, i) => ({ ...row, id: offset + i + 1 })));
      await insert(db, "analytics_pageviews", viewRows.map((row) => ({ ...row, visit_id: offset + Number(row.visit_id) })));
      rawPageviews += viewRows.length;
    }
    if (back % 90 === 0 || raw && back % 10 === 0) log(`  seeded ${day}${raw ? ` (raw page views so far: ${rawPageviews})` : ""}`);
  }
  return rawPageviews;
}
