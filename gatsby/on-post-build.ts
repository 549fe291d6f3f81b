import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { emptyChunkMappings } from "./chunk-mapping";
import { addContentSecurityPolicy } from "./csp";
import { readSiteEnv } from "./env";
import { readDataRedirects, readPostMoves, writeRedirects } from "./redirects-output";
import { addRuntimePagePreloads } from "./runtime-page-preloads";
import { readShareCardWords, writeShareCard } from "./share-card";

/** robots.txt that allows everything and points at the sitemap on the configured site URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /blog/__post\nDisallow: /services/__unknown\nDisallow: /CaseStudy/__unknown\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ pathPrefix, reporter }) => {
  const { siteUrl, apiUrl } = readSiteEnv(process.env);
  const publicDir = path.join(process.cwd(), "public");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  // data/redirects.json's first (a marketer's choice wins over a post's former address), then the posts' moves.
  const moves = readPostMoves(path.join(process.cwd(), ".cache", "published", "published.json"));
  const { shadowed } = writeRedirects(publicDir, [...readDataRedirects(path.join(process.cwd(), "data")), ...moves]);
  for (const redirect of shadowed) reporter.warn(`Redirect from "${redirect.from}" left out: that address is a page of this build.`);
  // The default share card with data/site.json's words as this build has them (issue 30).
  await writeShareCard(path.join(publicDir, "og-default.jpg"), readShareCardWords(path.join(process.cwd(), "data")));
  addRuntimePagePreloads(publicDir, pathPrefix);
  // The chunk map Gatsby writes as a string it never reads (gatsby/chunk-mapping.ts), before the policy hashes the scripts.
  emptyChunkMappings(publicDir);
  // Last: each page's policy hashes its inline scripts as they are finally written.
  addContentSecurityPolicy(publicDir, apiUrl);
};
