/**
 * Sends one not-found report (issue 30): `POST ${GATSBY_API_URL}/not-found` with `{path, referrer}` as
 * text/plain (no preflight), with `fetch` and `keepalive`, no cookie (credentials omitted) and no-cors (a
 * refused report, as from the preview site, stays out of the console). Only the referring page's origin
 * leaves the browser, never its path; the API keeps its host. A report that fails is simply lost.
 */
import { apiUrl } from "../api-base";
import { viewReferrer, whenIdle } from "../analytics/page-view";
import { isConsoleAddress } from "../console-path";

/** The not-found page under its own name is not an address anyone asked for. */
const isNotFoundPage = (pathname: string): boolean => /^\/404(\.html)?\/?$/.test(pathname);

/** The referring page's origin ("https://www.google.com"), or "" for none or one that is not a web page. */
export function referrerOrigin(referrer: string): string {
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "";
  } catch {
    return "";
  }
}

export function sendNotFound(path: string, referrer: string): void {
  try {
    void fetch(apiUrl("/not-found"), {
      method: "POST",
      body: JSON.stringify({ path, referrer: referrerOrigin(referrer) }),
      headers: { "Content-Type": "text/plain" },
      keepalive: true,
      credentials: "omit",
      mode: "no-cors",
    }).catch(() => undefined);
  } catch {
    // No fetch, or a body the browser refuses: the report is lost.
  }
}

/**
 * Sends the report for `pathname` once the page has loaded and the browser is idle, naming the page
 * view's referrer (read then, after onRouteUpdate has recorded it); never for the console's pages or
 * the not-found page's own address.
 */
export function reportWhenIdle(pathname: string): void {
  if (isConsoleAddress(pathname) || isNotFoundPage(pathname)) return;
  whenIdle(() => sendNotFound(pathname, viewReferrer()));
}
