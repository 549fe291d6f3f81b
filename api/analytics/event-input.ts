/**
 * What a beacon's body says (issue 31), read without trusting it: `{url, referrer}` as JSON → the page's
 * path (no query string), its UTM parameters and the referring site's host. Pure: anything that is not a
 * page of the site gives null, and the caller counts nothing.
 */

/** Longest body read; anything longer is dropped. */
export const EVENT_BODY_LIMIT = 2 * 1024;
/** Longest path counted. */
export const PATH_LIMIT = 512;
/** Longest UTM value kept (the rest is cut). */
const UTM_LIMIT = 200;

export interface Utm {
  /** utm_source, '' when absent. */
  source: string;
  medium: string;
  campaign: string;
  term: string;
  content: string;
}

export interface EventInput {
  path: string;
  utm: Utm;
  /** The referring site's host, null for none or for the site itself. */
  referrerHost: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The staff console's pages are never counted, however the path is spelled (`/Admin/`, `/%61dmin`). */
export function isAdminPath(path: string): boolean {
  let plain = path;
  try {
    plain = decodeURIComponent(path);
  } catch {
    // A malformed escape: look at it as written.
  }
  plain = plain.toLowerCase().replace(/\/{2,}/g, "/");
  return plain === "/admin" || plain.startsWith("/admin/");
}

/** The site builds with trailingSlash "never": `/contact-us/` is `/contact-us`. */
const normalPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname);

const utmValue = (url: URL, name: string): string => (url.searchParams.get(name) ?? "").trim().slice(0, UTM_LIMIT);

/** The referring host, or null for none, a non-web referrer or one of the site's own origins. */
function referrerHost(referrer: unknown, siteOrigins: readonly string[]): string | null {
  if (typeof referrer !== "string" || referrer === "") return null;
  const url = parseUrl(referrer);
  if (!url || siteOrigins.includes(url.origin)) return null;
  return url.hostname.toLowerCase() || null;
}

/**
 * The page view a body describes, or null: not JSON, not an object with a `url` of one of `siteOrigins`,
 * an /admin page, or a path over PATH_LIMIT characters.
 */
export function readEvent(body: string, siteOrigins: readonly string[]): EventInput | null {
  if (body.length > EVENT_BODY_LIMIT) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(parsed) || typeof parsed.url !== "string") return null;
  const url = parseUrl(parsed.url);
  if (!url || !siteOrigins.includes(url.origin)) return null;
  const path = normalPath(url.pathname);
  if (path.length > PATH_LIMIT || isAdminPath(path)) return null;
  return {
    path,
    utm: {
      source: utmValue(url, "utm_source"),
      medium: utmValue(url, "utm_medium"),
      campaign: utmValue(url, "utm_campaign"),
      term: utmValue(url, "utm_term"),
      content: utmValue(url, "utm_content"),
    },
    referrerHost: referrerHost(parsed.referrer, siteOrigins),
  };
}
