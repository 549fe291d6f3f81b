/**
 * Which file of a build answers a URL path, and with which headers: the rules of docs/nginx.conf
 * (try_files, the client-only routes' fallback pages, the 404 page, Cache-Control by kind, the
 * security headers of gatsby/headers.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { CACHE, SECURITY } from "../gatsby/headers";

/** A file inside the build's folder (relative, with a leading slash) and the status to answer with. */
export interface Resolved {
  file: string;
  status: 200 | 404;
}

/**
 * Client-only routes: a path under the prefix without a page of its own is no page of ours, so it answers
 * 404, but with the route's fallback page (noindex in its HTML), which shows the visitor what the app has
 * there (a post or job newer than the build, loaded at runtime; "Product Not Found"; the empty service
 * page). A route whose fallback page was not built gets /404.html.
 */
const CLIENT_ONLY: [prefix: string, page: string][] = [
  ["/blog/", "/blog/__post/index.html"],
  ["/career/", "/career/__job/index.html"],
  ["/CaseStudy/", "/CaseStudy/__unknown/index.html"],
  ["/services/", "/services/__unknown/index.html"],
];
/** A fallback page's own placeholder address (/blog/__post...) is no page either: the not-found page. */
const PLACEHOLDER = /^\/(blog|career|CaseStudy|services)\/__/;
/** The staff console: every path under /admin is its one client-only page. */
const ADMIN_PAGE = "/admin/[...]/index.html";

/** Content-hashed bundles at the top of the build (e.g. /app-0123456789abcdef0123.js). */
export const HASHED_BUNDLE = /^\/[^/]+-[0-9a-f]{20}\.(js|css)$/;

/** The path inside `root` if it is a file there (never outside `root`). */
export function fileIn(root: string, relative: string): string | null {
  const target = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(target).isFile() ? target : null;
  } catch {
    return null;
  }
}

/** The URL path, decoded; null when it cannot be (a bad escape, a NUL). */
export function decodePath(urlPath: string): string | null {
  try {
    const decoded = decodeURIComponent(urlPath);
    return decoded.includes("\0") ? null : path.posix.normalize(decoded);
  } catch {
    return null;
  }
}

/**
 * nginx's `try_files $uri $uri/index.html =404` with the client-only routes' `error_page 404 @route`
 * (their fallback page, still 404), the placeholders' `return 404`, and `error_page 404 /404.html`.
 */
export function resolvePath(root: string, decoded: string): Resolved | null {
  const notFound: Resolved | null = fileIn(root, "/404.html") ? { file: "/404.html", status: 404 } : null;
  if (PLACEHOLDER.test(decoded)) return notFound;
  const own = [decoded, path.posix.join(decoded, "index.html")].find((candidate) => fileIn(root, candidate));
  if (own) return { file: own, status: 200 };
  if (decoded === "/admin" || decoded.startsWith("/admin/")) return fileIn(root, ADMIN_PAGE) ? { file: ADMIN_PAGE, status: 200 } : null;
  for (const [prefix, page] of CLIENT_ONLY) {
    if (decoded.startsWith(prefix) && fileIn(root, page)) return { file: page, status: 404 };
  }
  return notFound;
}

/** Hashed files, which an older page may still ask for after a new build went live. */
export const isImmutable = (decoded: string) => decoded.startsWith("/static/") || HASHED_BUNDLE.test(decoded);

/** Cache-Control as docs/nginx.conf's map sets it, for the file served. */
export function cacheControl(file: string): string {
  if (file.startsWith("/static/")) return CACHE.immutable;
  if (file.startsWith("/page-data/") || file.endsWith(".html")) return CACHE.revalidate;
  if (HASHED_BUNDLE.test(file)) return CACHE.immutable;
  if (/^\/(sitemap.*\.xml|robots\.txt|manifest\.webmanifest)$/.test(file)) return CACHE.revalidate;
  return CACHE.copied;
}

export const SECURITY_HEADERS: Record<string, string> = Object.fromEntries(SECURITY.map(({ key, value }) => [key, value]));
