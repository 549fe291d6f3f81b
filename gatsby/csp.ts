/**
 * The site's Content-Security-Policy (issue 28 §4). Gatsby writes inline scripts into every page (its
 * loader's page path and chunk map, the early-input guard of gatsby-ssr.tsx, gatsby-plugin-image's
 * loading check), and they differ from page to page and build to build. So after the build each page
 * gets its own policy as the first thing in its <head>: a `<meta http-equiv>` allowing exactly the
 * SHA-256 hashes of that page's inline scripts, no 'unsafe-inline' or 'unsafe-eval' for scripts. It
 * travels with the file, so the site server, nginx and any CDN serve it without a reload when a new
 * build goes live. What a meta policy cannot say (frame-ancestors) goes in the headers of
 * gatsby/headers.ts, which every server sends.
 *
 * Styles: styled-components (site) and emotion (console) insert <style> elements at run time, so
 * style-src needs 'unsafe-inline' (a CSS injection cannot run script). JSON-LD blocks are data; CSP
 * neither runs nor hashes them.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Script types a browser runs (CSP governs these); anything else (application/ld+json) is data. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i;

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
};

/**
 * 'sha256-…' of every inline script the browser would run, in page order, without repeats; `headOnly`:
 * only those of Gatsby's Head API (`data-gatsby-head`), which Gatsby inserts again on a client-side
 * navigation to that page, under the policy of the page the visitor first opened.
 */
export function inlineScriptHashes(html: string, headOnly = false): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== null) continue;
    if (headOnly && attribute(attributes, "data-gatsby-head") === null) continue;
    if (!EXECUTABLE.test((attribute(attributes, "type") ?? "").trim())) continue;
    const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** Inline event handlers (onload="…") would need 'unsafe-hashes'; the build refuses them instead. */
export const INLINE_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i;

export interface PolicyOptions {
  /** The API's origin (GATSBY_API_URL): the site's calls and the blog's images. */
  apiOrigin: string;
  /** The inline scripts' hashes of this page. */
  hashes: readonly string[];
  /** The staff console's page: nothing it does not use (no media, frames or workers; blob: images for uploads). */
  admin?: boolean;
}

export function pagePolicy({ apiOrigin, hashes, admin = false }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    admin ? `img-src 'self' data: blob: ${apiOrigin}` : `img-src 'self' data: ${apiOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigin}`,
    admin ? "media-src 'none'" : "media-src 'self'",
    "manifest-src 'self'",
    admin ? "worker-src 'none'" : "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}

/**
 * The page with its policy first in <head>, after the charset (which must stay in the first 1024 bytes),
 * before any script; an earlier policy is replaced, so running twice changes nothing.
 */
export function withPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, "&quot;")}"/>`;
  const without = html.replace(META, "");
  const head = /<head[^>]*>(?:<meta charset="[^"]*"\/?>)?/i.exec(without);
  if (!head) throw new Error("content security policy: the page's HTML has no <head>");
  const at = head.index + head[0].length;
  return without.slice(0, at) + meta + without.slice(at);
}

/** The pages (not _gatsby/slices/, fragments Gatsby stitches into pages at build time). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Adds each page's policy to every HTML file in `publicDir` (after `gatsby build`); returns how many. */
export function addContentSecurityPolicy(publicDir: string, apiUrl: string): number {
  const apiOrigin = new URL(apiUrl).origin;
  const files = htmlFiles(publicDir);
  // Every page's Head scripts are allowed on every page: a client-side navigation inserts them there.
  const headScripts = [...new Set(files.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8"), true)))];
  for (const file of files) {
    const html = fs.readFileSync(file, "utf8");
    const relative = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
    const handler = INLINE_HANDLER.exec(html.replace(META, ""));
    if (handler) throw new Error(`content security policy: ${relative} has an inline event handler (${handler[0].slice(0, 80)})`);
    const admin = relative.startsWith("/admin/");
    fs.writeFileSync(file, withPolicy(html, pagePolicy({ apiOrigin, hashes: [...new Set([...inlineScriptHashes(html), ...headScripts])], admin })));
  }
  return files.length;
}
