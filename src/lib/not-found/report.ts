/**
 * Reporting a missing address (issue 30): the not-found page and the unknown-entry screens (post, job,
 * service, case study) tell the API which path a person asked for and which site sent them, once per
 * view. This part is in those pages' own code (and /career's first load, held to 130 kB), so it is only
 * a hook and a dynamic import: the code that decides and sends (./send.ts, with the page-view module it
 * shares the referrer with) is a chunk of its own, and it waits for the page to load and the browser to
 * be idle, so nothing the visitor sees waits for it.
 */
import { useEffect } from "react";

/** Reports `pathname` (fetches the sending chunk, which sends when idle; never for the console). */
export function reportNotFound(pathname: string): void {
  import(/* webpackChunkName: "not-found-report" */ "./send").then(({ reportWhenIdle }) => reportWhenIdle(pathname)).catch(() => undefined);
}

/** Reports the path once per view while `pathname` is given (null: this view found what it asked for). */
export function useNotFoundReport(pathname: string | null): void {
  useEffect(() => {
    if (pathname !== null) reportNotFound(pathname);
  }, [pathname]);
}

/** The address now shown (for screens that learn only after loading that there is nothing to show). */
export const shownPath = (): string => (typeof window === "undefined" ? "/" : window.location.pathname);
