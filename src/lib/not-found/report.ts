/**
 * Reporting a missing address (issue 30): the not-found page and the unknown-entry screens (post, job,
 * service, case study) tell the API which path a person asked for and which site sent them, once per
 * view. This part is in those pages' own code, so it stays a few lines: the code that sends
 * (./send.ts) is a chunk of its own, fetched once the page has loaded and the browser is idle, as the
 * page-view beacon's is (src/lib/analytics/page-view.ts), so nothing the visitor sees waits for it.
 */
import { useEffect } from "react";
import { isConsolePath, viewReferrer, whenIdle } from "../analytics/page-view";

/** The not-found page under its own name is not an address anyone asked for. */
const isNotFoundPage = (pathname: string): boolean => /^\/404(\.html)?\/?$/.test(pathname);

/** Reports `pathname` once the page is idle; never for the console's pages. */
export function reportNotFound(pathname: string): void {
  if (isConsolePath(pathname) || isNotFoundPage(pathname)) return;
  const referrer = viewReferrer();
  whenIdle(() => {
    import(/* webpackChunkName: "not-found-report" */ "./send").then(({ sendNotFound }) => sendNotFound(pathname, referrer)).catch(() => undefined);
  });
}

/** Reports the path once per view while `pathname` is given (null: this view found what it asked for). */
export function useNotFoundReport(pathname: string | null): void {
  useEffect(() => {
    if (pathname !== null) reportNotFound(pathname);
  }, [pathname]);
}

/** The address now shown (for screens that learn only after loading that there is nothing to show). */
export const shownPath = (): string => (typeof window === "undefined" ? "/" : window.location.pathname);
