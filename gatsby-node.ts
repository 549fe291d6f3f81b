/** Gatsby's build hooks; each body lives in its own module under gatsby/. */
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap";
export { createSchemaCustomization } from "./gatsby/schema";
export { sourceNodes } from "./gatsby/source-published";
export { createResolvers } from "./gatsby/schema/post-fields";
export { onCreateNode } from "./gatsby/on-create-node";
export { createPages } from "./gatsby/create-pages";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
export { onPostBuild } from "./gatsby/on-post-build";
