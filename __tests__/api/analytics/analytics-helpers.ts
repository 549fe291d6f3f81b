/** Sending beacons to the real API and reading what it counted (issue 31's tests). */
import { SITE_ORIGIN, sleep, type TestServer } from "../helpers";

/** A desktop Chrome's user agent: a visitor the count takes in. */
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export interface Beacon {
  /** The page's URL (default: the site's home page). */
  url?: string;
  referrer?: string;
  userAgent?: string;
  origin?: string | null;
  /** The Content-Type header; null sends none (the body then goes as bytes). */
  contentType?: string | null;
  /** A raw body instead of `{url, referrer}`. */
  body?: string;
}

/** Sends one beacon as the site's script does (text/plain); resolves with the status and body text. */
export async function beacon(server: TestServer, options: Beacon = {}): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { "user-agent": options.userAgent ?? BROWSER };
  if (options.contentType !== null) headers["content-type"] = options.contentType ?? "text/plain;charset=UTF-8";
  if (options.origin !== null) headers.origin = options.origin ?? SITE_ORIGIN;
  const body = options.body ?? JSON.stringify({ url: options.url ?? `${SITE_ORIGIN}/`, referrer: options.referrer ?? "" });
  const response = await fetch(`${server.base}/events`, {
    method: "POST",
    headers,
    body: options.contentType === null ? new TextEncoder().encode(body) : body,
  });
  return { status: response.status, text: await response.text() };
}

/** Waits until `check` holds (the views are written in batches a moment after their 202). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the page views were not counted in time");
    await sleep(50);
  }
}

export interface Counts {
  pageviews: number;
  visits: number;
  daily: { visitors: number; visits: number; pageviews: number }[];
  pages: { path: string; pageviews: number; visitors: number }[];
  sources: { source: string; medium: string; campaign: string; visits: number; visitors: number }[];
  entries: { path: string; visits: number }[];
  referrers: { host: string; visits: number }[];
}

const numbers = <T extends Record<string, unknown>>(rows: T[]): T[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v])) as T);

/** Everything the API has counted. */
export async function counts(server: TestServer): Promise<Counts> {
  return {
    pageviews: await server.count("analytics_pageviews"),
    visits: await server.count("analytics_visits"),
    daily: numbers(await server.rows("SELECT visitors, visits, pageviews FROM analytics_daily ORDER BY day")),
    pages: numbers(await server.rows("SELECT path, pageviews, visitors FROM analytics_daily_pages ORDER BY path")),
    sources: numbers(await server.rows("SELECT source, medium, campaign, visits, visitors FROM analytics_daily_sources ORDER BY source, medium, campaign")),
    entries: numbers(await server.rows("SELECT path, visits FROM analytics_daily_entries ORDER BY path")),
    referrers: numbers(await server.rows("SELECT host, visits FROM analytics_daily_referrers ORDER BY host")),
  };
}

/** Waits until `n` page views are stored in all. */
export const viewsStored = (server: TestServer, n: number) => eventually(async () => (await server.count("analytics_pageviews")) >= n);
