import type { GatsbySSR } from "gatsby";
import React from "react";
import { JSDOM } from "jsdom";
import { EARLY_INPUT_SCRIPT } from "./src/lib/early-input";
import { provideServerDom } from "./src/lib/sanitize-html";

// API HTML (a job's details) is sanitised while pages are pre-rendered too: DOMPurify over a jsdom window.
provideServerDom(new JSDOM("").window as unknown as Parameters<typeof provideServerDom>[0]);

export { wrapPageElement, wrapRootElement } from "./src/wrap";
export { replaceRenderer } from "./gatsby/render-body";

// The blog pages' template chunks are preloaded from their HTML after the build (gatsby/runtime-page-preloads.ts).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // First in the head, so no press or submit can come before it: see src/lib/early-input.ts.
  setHeadComponents([<script key="early-input" id="early-input" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />]);
};
