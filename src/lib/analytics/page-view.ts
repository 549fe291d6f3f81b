/**
 * Which page views the site counts, and when (issue 31). gatsby-browser.tsx's onRouteUpdate loads this
 * module (with ./beacon.ts, which sends) as a chunk of its own, so no page's first load carries it:
 * /career's first-load JavaScript is held to 130 kB gzip (issue 29) and had no room for it.
 */
import { isConsoleAddress } from "../console-path";
import { sendPageView } from "./beacon";

interface Place {
  href: string;
  pathname: string;
  search: string;
}

/** Runs `task` once the page has loaded and the browser has a moment to spare. */
export function whenIdle(task: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => task(), { timeout: 3_000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** The referrer of the page view shown now (set by countPageView on every route update). */
let shownReferrer: string | null = null;

/**
 * The page view's referrer: the page before it after a client-side navigation, else the document's. The
 * not-found report (issue 30, src/lib/not-found/send.ts) names it.
 */
export const viewReferrer = (): string => shownReferrer ?? document.referrer;

/**
 * Counts a page view (Gatsby's onRouteUpdate): the first page's referrer is the document's, a client-side
 * navigation's the page before it. A change of the anchor alone is not a new page view.
 */
export function countPageView(location: Place, prevLocation: Place | null | undefined): void {
  if (prevLocation && prevLocation.pathname === location.pathname && prevLocation.search === location.search) return;
  const referrer = prevLocation ? prevLocation.href : document.referrer;
  shownReferrer = referrer;
  if (isConsoleAddress(location.pathname)) return;
  const url = location.href;
  whenIdle(() => sendPageView(url, referrer));
}
