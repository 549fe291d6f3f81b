/**
 * What the beacons' tests share (the page-view beacon, the not-found report): the browser's idle time as
 * a queue the test runs when it says so, and a page's location as Gatsby's router gives it.
 */

/** Installs a `requestIdleCallback` that waits for `run()`; returns the queue's runner. */
export function fakeIdleTime(): { run: () => void } {
  const waiting: (() => void)[] = [];
  window.requestIdleCallback = ((callback: IdleRequestCallback) => {
    waiting.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
    return waiting.length;
  }) as typeof window.requestIdleCallback;
  return { run: () => waiting.splice(0).forEach((task) => task()) };
}

/** A page's location (href, pathname, search), as the router hands it to the beacons. */
export const place = (href: string) => {
  const url = new URL(href);
  return { href, pathname: url.pathname, search: url.search };
};
