import type { GatsbySSR } from "gatsby";
import React from "react";
import { JSDOM } from "jsdom";
import { isConsolePath } from "./src/lib/console-path";
import { EARLY_INPUT_SCRIPT } from "./src/lib/early-input";
import { provideServerDom } from "./src/lib/sanitize-html";
import { APPLE_TOUCH_ICON } from "./src/lib/site-icons";
import { GlobalStyleElement } from "./src/styles/global-style";

// API HTML (a job's details) is sanitised while pages are pre-rendered too: DOMPurify over a jsdom window.
provideServerDom(new JSDOM("").window as unknown as Parameters<typeof provideServerDom>[0]);

export { wrapPageElement, wrapRootElement } from "./src/wrap";
export { replaceRenderer } from "./gatsby/render-body";

// The blog pages' template chunks are preloaded from their HTML after the build (gatsby/runtime-page-preloads.ts).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // First in the head, so no press or submit can come before it: see src/lib/early-input.ts.
  setHeadComponents([<script key="early-input" id="early-input" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />]);
  // The one home-screen icon iOS reads (gatsby-plugin-manifest's `legacy` links were eight of them, on every page).
  setHeadComponents([<link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />]);
  // The site's global rules (src/styles/global-style.tsx); the staff console (/admin) brings its own styles.
  if (!isConsolePath(pathname)) setHeadComponents([<GlobalStyleElement key="global-style" />]);
};

/**
 * The global rules come before styled-components' style element, as they did inside its sheet: where a
 * component's rule and a global one are equally specific (a class and `:focus-visible`), the component's wins.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  // Gatsby's `<meta name="generator">` names its version to every visitor and tool, and nothing reads it.
  const isGenerator = (node: React.ReactNode) => React.isValidElement(node) && String(node.key).startsWith("generator-");
  const all = getHeadComponents();
  const head = all.filter((node) => !isGenerator(node));
  const isGlobal = (node: React.ReactNode) => React.isValidElement(node) && node.key === "global-style";
  const global = head.find(isGlobal);
  if (!global) {
    if (head.length !== all.length) replaceHeadComponents(head);
    return;
  }
  const rest = head.filter((node) => !isGlobal(node));
  const styled = rest.findIndex((node) => React.isValidElement<Record<string, unknown>>(node) && node.props["data-styled"] !== undefined);
  rest.splice(styled === -1 ? rest.length : styled, 0, global);
  replaceHeadComponents(rest);
};
