/**
 * gatsby/chunk-mapping.ts: the chunk map Gatsby 5 writes into every page as a JSON string (which its
 * loader cannot index, so it never gave a URL) becomes the empty map the loader reads the same way, in
 * every page of a build folder; anything else is left as it was.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { emptyChunkMappings, withEmptyChunkMapping } from "../../gatsby/chunk-mapping";

// As gatsby-webpack-stats-extractor writes it into the scripts slice (a JSON string of JSON).
const stringMap = `window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app-1.js"], "component---src-pages-index-tsx": ["/component-2.js"] }))};`;
const page = (script: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div><!-- slice-start id="_gatsby-scripts-1" -->\n<script\n  id="gatsby-chunk-mapping"\n>\n  ${script}\n</script><script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

test("the string map becomes the empty map, and nothing else in the page changes", () => {
  const html = page(stringMap);
  const out = withEmptyChunkMapping(html);
  expect(out).toBe(page("window.___chunkMapping={};"));
  expect(out).not.toContain("component---src-pages-index-tsx");
  expect(out.length).toBeLessThan(html.length);
});

test("a map written as an object, or a page with no map, is left alone; running twice changes nothing more", () => {
  const objectMap = page(`/*<![CDATA[*/window.___chunkMapping={"app":["/app-1.js"]};/*]]>*/`);
  expect(withEmptyChunkMapping(objectMap)).toBe(objectMap);
  const none = "<!DOCTYPE html><html><head></head><body></body></html>";
  expect(withEmptyChunkMapping(none)).toBe(none);
  const once = withEmptyChunkMapping(page(stringMap));
  expect(withEmptyChunkMapping(once)).toBe(once);
});

test("every page of a build folder is rewritten; Gatsby's slice fragments are not pages", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chunk-map-"));
  try {
    fs.mkdirSync(path.join(dir, "about"));
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), page(stringMap));
    fs.writeFileSync(path.join(dir, "about", "index.html"), page(stringMap));
    fs.writeFileSync(path.join(dir, "404.html"), page("window.___chunkMapping={};"));
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), stringMap);
    expect(emptyChunkMappings(dir)).toBe(2);
    for (const file of ["index.html", "about/index.html", "404.html"]) expect(fs.readFileSync(path.join(dir, file), "utf8")).toBe(page("window.___chunkMapping={};"));
    expect(fs.readFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe(stringMap);
    expect(emptyChunkMappings(dir)).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
