import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/wrap";

/** Every navigation scrolls smoothly to the top (instantly under reduced motion); in-page anchors scroll as usual. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, left: 0, behavior: reduced ? "auto" : "smooth" });
  return false;
};
