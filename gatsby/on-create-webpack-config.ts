import type { GatsbyNode } from "gatsby";
import { CompileHintsPlugin } from "./compile-hints";

/**
 * Production browser bundles:
 * - Apollo Client 3 guards its development-only checks and messages with `globalThis.__DEV__`, which
 *   only disappears when the bundler defines it (Apollo's "Reducing bundle size" guide). Only the
 *   careers and blog chunks carry Apollo; this makes them smaller.
 * - Every bundle carries V8's compile hint (see compile-hints.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  // The pre-rendering bundle requires jsdom from node_modules (gatsby-ssr.tsx's sanitiser DOM) instead of
  // bundling it: jsdom reads its own files at run time.
  if (stage === "build-html" || stage === "develop-html") actions.setWebpackConfig({ externals: [{ jsdom: "commonjs jsdom" }] });
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ plugins: [plugins.define({ "globalThis.__DEV__": JSON.stringify(false) }), new CompileHintsPlugin()] });
};
