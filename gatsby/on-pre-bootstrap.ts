import type { GatsbyNode } from "gatsby";
import path from "path";
import { validateData } from "./validate-data";
import { formatProblems } from "./validate-data/problems";
import { writeSocialSprite } from "./social-sprite";

/** gatsby-node is compiled into .cache, so the project root is the working directory Gatsby runs in. */
const root = process.cwd();

/** Validates data/ before sourcing, so a broken file stops the build before any image work. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateData({ dataDir: path.join(root, "data"), staticDir: path.join(root, "static") });
  if (problems.length > 0) reporter.panic(formatProblems(problems));
  reporter.info("data/: every file matches its schema");
  // Before any page is rendered, so `gatsby develop` serves it too.
  writeSocialSprite(path.join(root, "public"));
};
