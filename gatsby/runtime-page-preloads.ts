import fs from "fs";
import path from "path";

/**
 * The blog pages render nothing of their own until their template's chunks have run. Gatsby 5 writes
 * only the app's bundles into a page's HTML; the router asks for the template's chunks once those have
 * run and the page-data has come, one more round trip on a phone. For these pages the HTML preloads
 * them (the same `<link rel="preload" as="script">` Gatsby writes for the app's own magic-comment
 * chunks), so they download beside the app's bundles.
 *
 * The links are added after the build (onPostBuild), when the webpack stats that name the chunks are
 * final. Reading those stats while rendering HTML would use `fs` inside Gatsby's render engine, which
 * makes every later build re-render every page ("Unsafe builtin usage").
 */
export const RUNTIME_PAGES: readonly string[] = ["/blog", "/blog/__post"];

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>;
}

/** The scripts of a template's chunk group that the app's group does not already load. */
export function templateScripts(stats: WebpackStats, componentChunkName: string): string[] {
  const scripts = (group: string) => (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  const app = new Set(scripts("app"));
  return scripts(componentChunkName).filter((name) => !app.has(name));
}

const EARLY_INPUT = /<script id="early-input"[^>]*>[\s\S]*?<\/script>/;

/**
 * The page's HTML with a preload link for each script, first in the head after the early-input guard
 * (src/lib/early-input.ts), so the browser's preload scanner sees them before anything else it fetches.
 * Scripts the HTML already preloads are left out, so running it twice changes nothing.
 */
export function withScriptPreloads(html: string, scripts: string[], pathPrefix = ""): string {
  const links = scripts
    .map((name) => `<link rel="preload" as="script" href="${pathPrefix}/${name}"/>`)
    .filter((link) => !html.includes(link))
    .join("");
  if (!links) return html;
  const guard = EARLY_INPUT.exec(html);
  if (guard) return html.slice(0, guard.index + guard[0].length) + links + html.slice(guard.index + guard[0].length);
  const head = html.indexOf("<head>");
  if (head === -1) throw new Error("runtime page preloads: the page's HTML has no <head>");
  return html.slice(0, head + 6) + links + html.slice(head + 6);
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** Adds the template preloads to each runtime page's HTML in `publicDir` (after `gatsby build`). */
export function addRuntimePagePreloads(publicDir: string, pathPrefix = ""): void {
  const stats = readJson<WebpackStats>(path.join(publicDir, "webpack.stats.json"));
  for (const page of RUNTIME_PAGES) {
    const { componentChunkName } = readJson<{ componentChunkName?: string }>(path.join(publicDir, "page-data", page, "page-data.json"));
    if (!componentChunkName) throw new Error(`runtime page preloads: no componentChunkName in the page data of ${page}`);
    const scripts = templateScripts(stats, componentChunkName);
    if (scripts.length === 0) throw new Error(`runtime page preloads: webpack stats name no scripts for ${componentChunkName} (${page})`);
    const file = path.join(publicDir, page, "index.html");
    fs.writeFileSync(file, withScriptPreloads(fs.readFileSync(file, "utf8"), scripts, pathPrefix));
  }
}
