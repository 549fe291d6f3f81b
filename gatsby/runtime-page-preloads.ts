import fs from "fs";
import path from "path";

/**
 * The blog pages render nothing of their own until their template's chunks have run. Gatsby 5 writes
 * only the app's bundles into a page's HTML; the router asks for the template's chunks once those have
 * run and the page-data has come, one more round trip on a phone. For these pages the HTML preloads
 * them (the same `<link rel="preload" as="script">` Gatsby writes for the app's own magic-comment
 * chunks), so they download beside the app's bundles.
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

let cached: WebpackStats | null = null;

/** The build's webpack stats (written before the HTML is rendered). */
export function readWebpackStats(publicDir = path.join(process.cwd(), "public")): WebpackStats {
  cached ??= JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  return cached;
}
