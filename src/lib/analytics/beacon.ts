/**
 * The site's page-view beacon (issue 31): on every page view, the first and each client-side navigation,
 * `POST ${GATSBY_API_URL}/events` with `{url, referrer}` as text/plain (no preflight), sent with `fetch`
 * and `keepalive` once the page has loaded and the browser is idle (./page-view.ts decides which views count and
 * when; both are a chunk of their own, loaded after the page has started), so it costs the page nothing.
 * No cookie goes with it (credentials omitted), nothing is written to the browser, no third party is
 * asked; the console's pages (/admin) send nothing. The API answers 202 whatever happens; a beacon that
 * fails is simply lost.
 */
import { apiUrl } from "../api-base";

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
