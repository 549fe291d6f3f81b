/**
 * What a not-found report's body says (issue 30), read without trusting it: `{path, referrer}` → the path
 * asked for (query string and fragment dropped, trailing slash removed) and the referring site's host.
 * Pure. A body that is not an object, a path that is not text starting with "/" or is over PATH_LIMIT
 * characters, or a referrer that is not text gives field errors (the route answers 422).
 */
import type { FieldError } from "../routes/shared";

/** Longest path kept (without its query string), as for the analytics' page views. */
export const PATH_LIMIT = 512;
/** Longest referrer read (a browser's document.referrer; only its host is kept). */
export const REFERRER_LIMIT = 2048;
/** Longest body read. */
export const REPORT_BODY_LIMIT = 4 * 1024;

export interface NotFoundReport {
  path: string;
  /** The referring site's host, lower case; null for none or for one that is not a web address. */
  referrerHost: string | null;
}

export type ReadReport = { ok: true; report: NotFoundReport } | { ok: false; errors: FieldError[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The path alone: no query string, no fragment, no trailing slash (the site builds with trailingSlash "never"). */
export function plainPath(asked: string): string {
  const path = asked.replace(/[?#].*$/s, "");
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** The host of a web address (http or https), lower case; null for anything else. */
export function referrerHost(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** Reads a parsed body (an object, or a JSON text sent as text/plain). */
export function readReport(body: unknown): ReadReport {
  let value = body;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { ok: false, errors: [{ field: "body", message: "Send a JSON object" }] };
    }
  }
  if (!isObject(value)) return { ok: false, errors: [{ field: "body", message: "Send a JSON object" }] };
  const errors: FieldError[] = [];
  const { path: asked, referrer } = value;
  let path = "";
  if (typeof asked !== "string" || !asked.startsWith("/")) {
    errors.push({ field: "path", message: "Must be a path on this site, starting with /" });
  } else if ([...asked].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    // PostgreSQL refuses NUL in text, and no address a browser asks for holds a control character.
    errors.push({ field: "path", message: "Must not hold control characters" });
  } else {
    path = plainPath(asked);
    if (path.length > PATH_LIMIT) errors.push({ field: "path", message: `Must be at most ${PATH_LIMIT} characters` });
  }
  if (referrer !== undefined && referrer !== null && typeof referrer !== "string") {
    errors.push({ field: "referrer", message: "Must be text (a web address) or empty" });
  } else if (typeof referrer === "string" && referrer.length > REFERRER_LIMIT) {
    errors.push({ field: "referrer", message: `Must be at most ${REFERRER_LIMIT} characters` });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, report: { path, referrerHost: typeof referrer === "string" && referrer !== "" ? referrerHost(referrer) : null } };
}
