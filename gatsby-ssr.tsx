import type { GatsbySSR } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/wrap";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};
