import type { GatsbyBrowser } from "gatsby";
import type React from "react";
import { createRoot, hydrateRoot, type Root, type RootOptions } from "react-dom/client";
import { takeOverEarlyInput } from "./src/lib/early-input";

export { wrapPageElement, wrapRootElement } from "./src/wrap";

/**
 * Every navigation scrolls smoothly to the top (instantly under reduced motion); in-page anchors scroll
 * as usual. Right after this hook the router focuses the new page's wrapper, and a focus() stops a
 * smooth scroll under way (the page stayed where it was), so the smooth scroll starts in the next frame.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  } else {
    requestAnimationFrame(() => window.scrollTo({ top: 0, left: 0, behavior: "smooth" }));
  }
  return false;
};

const rootOptions: RootOptions = {
  onUncaughtError: (error, errorInfo) => console.error("Uncaught error:", error, errorInfo),
};

/**
 * Gatsby's own start (hydrate a pre-rendered page, render a client-only one), plus one step: the
 * moment React listens, the page stops holding the visitor's early presses and submits and hands
 * them over (src/lib/early-input.ts), so none is lost and none is handled twice.
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
