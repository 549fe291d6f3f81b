import { withPrefix, type GatsbySSR } from "gatsby";
import React from "react";
import { RUNTIME_PAGES, readWebpackStats, templateScripts } from "./gatsby/runtime-page-preloads";
import { EARLY_INPUT_SCRIPT } from "./src/lib/early-input";

export { wrapPageElement, wrapRootElement } from "./src/wrap";
export { replaceRenderer } from "./gatsby/render-body";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname, loadPageDataSync }) => {
  setHtmlAttributes({ lang: "en" });
  // First in the head, so no press or submit can come before it: see src/lib/early-input.ts.
  setHeadComponents([<script key="early-input" id="early-input" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />]);
  // Only a production build has the webpack stats that name the chunks (`gatsby develop` serves its own).
  if (process.env.NODE_ENV === "production" && RUNTIME_PAGES.includes(pathname)) {
    // Page data carries its template's chunk name, though Gatsby's type for it names only `result`.
    const { componentChunkName } = loadPageDataSync(pathname) as { componentChunkName?: string };
    if (!componentChunkName) throw new Error(`onRenderBody: no componentChunkName in the page data of ${pathname}`);
    setHeadComponents(templateScripts(readWebpackStats(), componentChunkName).map((name) => <link key={name} rel="preload" as="script" href={withPrefix(`/${name}`)} />));
  }
};
