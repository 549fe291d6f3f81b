import fs from "node:fs";
import path from "node:path";

/** Served from public/ during the bench only, then removed. */
export const FLOOR_PATH = "/__bench-floor.html";

/**
 * The floor: the home page's hero image (the same <picture> sources the build made) and its
 * heading in plain HTML, with no script and no styles beyond sizing. Home LCP is reported against it.
 */
export function writeFloorPage(publicDir: string): void {
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const picture = home.match(/<picture\b[^>]*>[\s\S]*?<\/picture>/)?.[0];
  const heading = home.match(/<h1[^>]*>[\s\S]*?<\/h1>/)?.[0] ?? "<h1>Floor</h1>";
  if (!picture) throw new Error("The home page has no <picture> hero to build the floor page from.");
  const cleanPicture = picture.replace(/\sdata-src(set)?=/g, " src$1=").replace(/style="[^"]*"/g, "");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title><meta name="description" content="Lighthouse floor page"><style>body{margin:0;background:#05070f;color:#e6e8ef;font-family:system-ui}img{width:100%;height:auto;display:block}</style></head><body><main>${cleanPicture}${heading}</main></body></html>`;
  fs.writeFileSync(path.join(publicDir, FLOOR_PATH.slice(1)), html);
}
