/**
 * The site's page-view beacon (issue 31): on every page view, the first and each client-side navigation,
 * `POST ${GATSBY_API_URL}/events` with `{url, referrer}` as text/plain (no preflight), sent with `fetch`
 * and `keepalive` once the page has loaded and the browser is idle, so it costs the page nothing.
 * No cookie goes with it (credentials omitted), nothing is written to the browser, no third party is
 * asked; the console's pages (/admin) send nothing. The API answers 202 whatever happens; a beacon that
 * fails is simply lost.
 */
import { apiUrl } from "../api-base";

interface Place {
  href: string;
  pathname: string;
  search: string;
}

/** The console's pages are never counted. */
export const isConsolePath = (pathname: string): boolean => /^\/admin(\/|$)/i.test(pathname);

/** Runs `task` once the page has loaded and the browser has a moment to spare. */
export function whenIdle(task: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => task(), { timeout: 3_000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Sends one page view now. */
export function sendPageView(url: string, referrer: string): void {
  try {
    void fetch(apiUrl("/events"), {
      method: "POST",
      body: JSON.stringify({ url, referrer }),
      headers: { "Content-Type": "text/plain" },
      keepalive: true,
      credentials: "omit",
      mode: "no-cors",
    }).catch(() => undefined);
  } catch {
    // No fetch, or a body the browser refuses: the view is not counted.
  }
}

/**
 * Counts a page view (Gatsby's onRouteUpdate): the first page's referrer is the document's, a client-side
 * navigation's the page before it. A change of the anchor alone is not a new page view.
 */
export function countPageView(location: Place, prevLocation: Place | null | undefined): void {
  if (isConsolePath(location.pathname)) return;
  if (prevLocation && prevLocation.pathname === location.pathname && prevLocation.search === location.search) return;
  const url = location.href;
  const referrer = prevLocation ? prevLocation.href : document.referrer;
  whenIdle(() => sendPageView(url, referrer));
}
