/**
 * The redirects of the build being served (issue 30): `redirects.json`, which the build writes into its
 * output (gatsby/redirects-output.ts), read from the folder of this request, so a new live build brings its
 * redirects and a roll back takes them back. Read again only when the file changes (its inode, size or
 * time); a build without the file (older than redirects) has none.
 */
import fs from "node:fs";
import path from "node:path";
import { REDIRECTS_FILE, findRedirect, type Redirect, type RedirectsFile } from "../shared/redirects";

const cache = new Map<string, { stamp: string; redirects: Redirect[] }>();

function redirectsOf(root: string): Redirect[] {
  const file = path.join(root, REDIRECTS_FILE);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const stamp = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.redirects;
  let redirects: Redirect[] = [];
  try {
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<RedirectsFile>;
    redirects = Array.isArray(data.redirects) ? data.redirects.filter((r) => typeof r?.from === "string" && typeof r.to === "string") : [];
  } catch {
    // A file that cannot be read redirects nothing; the pages are still served.
  }
  cache.set(file, { stamp, redirects });
  return redirects;
}

/** The redirect the build in `root` has for this path (decoded, without its query), if any. */
export const redirectIn = (root: string, decodedPath: string): Redirect | undefined => findRedirect(redirectsOf(root), decodedPath);
