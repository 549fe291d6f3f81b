import type { GatsbySSR } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/wrap";
export { replaceRenderer } from "./gatsby/render-body";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};
