/**
 * The build writes its redirects into its output (issue 30), so a published build carries its own and a
 * roll back rolls them back: `redirects.json` (read by the site server, site-server/redirects.ts) and
 * `redirects.nginx.conf` (two nginx maps, included by docs/nginx.conf). From data/redirects.json, checked
 * before the build began (gatsby/validate-data), plus `extra` (the posts' former addresses). A redirect
 * whose old address is a page of this build is left out, with a warning: the page wins (a post published
 * after the redirect was saved took the address; the build does not stop for a change made elsewhere).
 */
import fs from "fs";
import path from "path";
import { blogPostPath } from "../shared/blog";
import type { PublishedFile } from "../shared/published";
import { REDIRECTS_FILE, REDIRECTS_NGINX_FILE, nginxRedirectMaps, redirectKey, type Redirect, type RedirectsFile } from "../shared/redirects";

export interface WrittenRedirects {
  written: Redirect[];
  /** Left out: their old address is a page of this build. */
  shadowed: Redirect[];
}

export function readDataRedirects(dataDir: string): Redirect[] {
  const file = path.join(dataDir, "redirects.json");
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<RedirectsFile>;
  return Array.isArray(data.redirects) ? data.redirects : [];
}

/**
 * The posts' former addresses, from what the build read from the store (`.cache/published/published.json`,
 * gatsby/source-published.ts): a 301 each from the old post address to the new one.
 */
export function readPostMoves(publishedJson: string): Redirect[] {
  if (!fs.existsSync(publishedJson)) return [];
  const published = JSON.parse(fs.readFileSync(publishedJson, "utf8")) as Partial<PublishedFile>;
  return (published.formerUrls ?? []).map((move) => ({ from: blogPostPath(move.from), to: blogPostPath(move.to), permanent: true }));
}

const isPage = (publicDir: string, from: string): boolean => {
  const key = redirectKey(from);
  return [path.join(publicDir, key, "index.html"), path.join(publicDir, key)].some((file) => fs.existsSync(file) && fs.statSync(file).isFile());
};

export function writeRedirects(publicDir: string, redirects: readonly Redirect[]): WrittenRedirects {
  const seen = new Set<string>();
  const written: Redirect[] = [];
  const shadowed: Redirect[] = [];
  for (const redirect of redirects) {
    const key = redirectKey(redirect.from);
    if (seen.has(key)) continue;
    seen.add(key);
    if (isPage(publicDir, redirect.from)) shadowed.push(redirect);
    else written.push({ from: redirect.from, to: redirect.to, permanent: redirect.permanent });
  }
  const file: RedirectsFile = { redirects: written };
  fs.writeFileSync(path.join(publicDir, REDIRECTS_FILE), `${JSON.stringify(file, null, 2)}\n`);
  fs.writeFileSync(path.join(publicDir, REDIRECTS_NGINX_FILE), nginxRedirectMaps(written));
  return { written, shadowed };
}
