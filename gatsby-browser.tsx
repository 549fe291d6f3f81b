import type { GatsbyBrowser } from "gatsby";
import type { ReactElement } from "react";
import { createRoot, type Root, type RootOptions } from "react-dom/client";
import { hydratePage } from "./src/lib/hydrate-page";
import { takeOverEarlyInput } from "./src/lib/early-input";

export { wrapPageElement, wrapRootElement } from "./src/wrap";

/** How long a smooth scroll to the top waits for the router's focus before it starts anyway. */
const FOCUS_WAIT_MS = 100;

/**
 * Runs `scroll` once the router has focused the new page's wrapper (it does so in an effect, a moment after
 * shouldUpdateScroll), or after FOCUS_WAIT_MS if that focus does not come: a focus() stops a smooth scroll
 * under way, and the page stayed where it was.
 */
function afterRouterFocus(scroll: () => void): void {
  const wrapper = document.getElementById("gatsby-focus-wrapper");
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    wrapper?.removeEventListener("focus", afterFocus);
    scroll();
  };
  // The focus event fires inside focus(), before its own scroll: start in the next task.
  const afterFocus = () => setTimeout(start, 0);
  wrapper?.addEventListener("focus", afterFocus);
  setTimeout(start, FOCUS_WAIT_MS);
}

/**
 * Every navigation scrolls smoothly to the top (instantly under reduced motion); a link to an anchor
 * (`/privacy#enquiries`) scrolls smoothly to that anchor. Both start after the router's focus (above):
 * an anchor's smooth scroll begun by the router itself was stopped by that focus, far from the anchor.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
  const { hash } = routerProps.location;
  if (hash) {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the anchor up as written.
    }
    afterRouterFocus(() => document.getElementById(id)?.scrollIntoView({ behavior, block: "start" }));
    return false;
  }
  if (behavior === "instant") {
    window.scrollTo({ top: 0, left: 0, behavior });
    return false;
  }
  afterRouterFocus(() => window.scrollTo({ top: 0, left: 0, behavior }));
  return false;
};

/**
 * Each page view, the first and every client-side navigation, is counted once the page is idle (issue 31).
 * The counting code is a chunk of its own, fetched here (after the page has started), so it adds nothing
 * to any page's first-load JavaScript; a chunk that fails to load loses that view's count, nothing else.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  import(/* webpackChunkName: "page-view" */ "./src/lib/analytics/page-view").then((view) => view.countPageView(location, prevLocation)).catch(() => undefined);
};

const rootOptions: RootOptions = {
  onUncaughtError: (error, errorInfo) => console.error("Uncaught error:", error, errorInfo),
};

/**
 * Gatsby's own start (hydrate a pre-rendered page, in a transition; render a client-only one), plus one step: the
 * moment React listens, the page stops holding the visitor's early presses and submits and hands
 * them over, with the boxes, radio buttons and selects the visitor changed (src/lib/early-input.ts),
 * so none is lost, undone or handled twice.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element: ReactElement, container: Element) => {
  const isPage = container.id === "___gatsby";
  const prerendered = isPage && Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  let root: Root;
  if (prerendered) {
    root = hydratePage(container, element, rootOptions);
  } else {
    root = createRoot(container, rootOptions);
    root.render(element);
  }
  if (isPage) takeOverEarlyInput();
  return () => root.unmount();
};
