/**
 * Gatsby 5 builds with slices, and its scripts slice writes the chunk map into every page as a JSON
 * *string*: `window.___chunkMapping="{\"app\":[…],…}"` (gatsby-webpack-stats-extractor stringifies the
 * JSON it has already stringified). Its one reader, the loader's `createComponentUrls`, indexes it by
 * chunk name, and a string has no such keys, so the map has never given a URL: a page's own chunks come
 * from webpack's runtime, and a link's chunks are fetched when a visitor hovers it (`loadPage`). The
 * string only cost every page ~2.9 kB of HTML (~600 bytes after Brotli), the bytes that took the home
 * page past the first TCP window. So after the build the string becomes the empty map, which the loader
 * reads exactly as it read the string. A map Gatsby writes as an object (without slices, or once
 * fixed) is left alone. See docs/decisions/site.md ("The chunk map Gatsby never reads").
 */
import fs from "node:fs";
import { htmlFiles } from "./csp";

const STRING_MAP = /window\.___chunkMapping="(?:[^"\\]|\\.)*";?/;

/** The page's HTML with a string chunk map replaced by `{}`; anything else unchanged. */
export function withEmptyChunkMapping(html: string): string {
  return html.replace(STRING_MAP, "window.___chunkMapping={};");
}

/** Rewrites every page in `publicDir` (after `gatsby build`, before the pages' policies hash their scripts); returns how many changed. */
export function emptyChunkMappings(publicDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const next = withEmptyChunkMapping(html);
    if (next === html) continue;
    fs.writeFileSync(file, next);
    changed++;
  }
  return changed;
}
