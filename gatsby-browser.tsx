import type { GatsbyBrowser } from "gatsby";
import type React from "react";
import { createRoot, hydrateRoot, type Root, type RootOptions } from "react-dom/client";
import { takeOverEarlyInput } from "./src/lib/early-input";

export { wrapPageElement, wrapRootElement } from "./src/wrap";

/** How long a smooth scroll to the top waits for the router's focus before it starts anyway. */
const FOCUS_WAIT_MS = 100;

/**
 * Every navigation scrolls smoothly to the top (instantly under reduced motion); in-page anchors scroll
 * as usual. After this hook the router focuses the new page's wrapper (in an effect, a moment later),
 * and a focus() stops a smooth scroll under way: the page stayed where it was. So the smooth scroll
 * starts once that focus has happened, or after FOCUS_WAIT_MS if it does not come.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    return false;
  }
  const wrapper = document.getElementById("gatsby-focus-wrapper");
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    wrapper?.removeEventListener("focus", afterFocus);
    window.scrollTo({ top: 0, left: 0, behavior: "smooth" });
  };
  // The focus event fires inside focus(), before its own scroll: start in the next task.
  const afterFocus = () => setTimeout(start, 0);
  wrapper?.addEventListener("focus", afterFocus);
  setTimeout(start, FOCUS_WAIT_MS);
  return false;
};

const rootOptions: RootOptions = {
  onUncaughtError: (error, errorInfo) => console.error("Uncaught error:", error, errorInfo),
};

/**
 * Gatsby's own start (hydrate a pre-rendered page, render a client-only one), plus one step: the
 * moment React listens, the page stops holding the visitor's early presses and submits and hands
 * them over, with the boxes, radio buttons and selects the visitor changed (src/lib/early-input.ts),
 * so none is lost, undone or handled twice.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element: React.ReactElement, container: Element) => {
  const isPage = container.id === "___gatsby";
  const prerendered = isPage && Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  let root: Root;
  if (prerendered) {
    root = hydrateRoot(container, element, rootOptions);
  } else {
    root = createRoot(container, rootOptions);
    root.render(element);
  }
  if (isPage) takeOverEarlyInput();
  return () => root.unmount();
};
