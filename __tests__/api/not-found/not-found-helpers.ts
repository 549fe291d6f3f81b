/** Reporting missing addresses to the real API and reading what it kept (issue 30's tests). */
import { BROWSER } from "../analytics/analytics-helpers";
import { SITE_ORIGIN, type TestServer } from "../helpers";

export interface Report {
  path?: unknown;
  referrer?: unknown;
  userAgent?: string;
  origin?: string | null;
  /** Default text/plain, as the site sends it. */
  contentType?: string;
  /** A raw body instead of `{path, referrer}`. */
  body?: string;
  /**
   * The sender's address, as the proxy in front of the API names it (servers started with `trustProxy: 1`);
   * default a new address each time, so only the flood test meets the per-address limit.
   */
  from?: string;
}

let sender = 0;
/** A new address for each report: 10.x.y.z. */
const nextAddress = () => {
  sender += 1;
  return `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}`;
};

/** Sends one report as the site's script does; resolves with the status, body text and the CORS header. */
export async function report(server: TestServer, options: Report = {}): Promise<{ status: number; text: string; cors: string | null }> {
  const headers: Record<string, string> = { "user-agent": options.userAgent ?? BROWSER, "content-type": options.contentType ?? "text/plain;charset=UTF-8" };
  if (options.origin !== null) headers.origin = options.origin ?? SITE_ORIGIN;
  headers["x-forwarded-for"] = options.from ?? nextAddress();
  const body = options.body ?? JSON.stringify({ path: options.path ?? "/missing", referrer: options.referrer ?? "" });
  const response = await fetch(`${server.base}/not-found`, { method: "POST", headers, body });
  return { status: response.status, text: await response.text(), cors: response.headers.get("access-control-allow-origin") };
}

export interface KeptPath {
  path: string;
  count: number;
  first_seen: string;
  last_seen: string;
  referrers: Record<string, number>;
}

/** Every kept path with its referrers, by path. */
export async function kept(server: TestServer): Promise<KeptPath[]> {
  const paths = await server.rows<{ id: number; path: string; count: number; first_seen: string; last_seen: string }>(
    "SELECT id, path, count, first_seen, last_seen FROM not_found_paths ORDER BY path",
  );
  const referrers = await server.rows<{ path_id: number; host: string; count: number }>("SELECT path_id, host, count FROM not_found_referrers");
  return paths.map(({ id, path, count, first_seen, last_seen }) => ({
    path,
    count: Number(count),
    first_seen,
    last_seen,
    referrers: Object.fromEntries(referrers.filter((r) => Number(r.path_id) === Number(id)).map((r) => [r.host, Number(r.count)])),
  }));
}
