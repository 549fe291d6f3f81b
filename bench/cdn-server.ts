import fs from "fs";
import http from "http";
import path from "path";
import zlib from "zlib";
import { CACHE, HEADERS } from "../gatsby/headers";

/**
 * Serves the build as the CDN in front of it does, for the Lighthouse bench: text is Brotli-compressed
 * when the browser accepts it (as every major CDN does for Chrome), gzip otherwise; the cache and
 * security headers are the site's own (gatsby/headers.ts, the rules docs/nginx.conf also applies).
 * `gatsby serve` compresses with gzip only, which made the home page's HTML one network round trip
 * longer than it is in production. Compressed bodies are kept in memory, as a CDN keeps its variants.
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
};

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".xml", ".txt", ".svg"]);
const HASHED_BUNDLE = /^\/[^/]+-[0-9a-f]{20}\.(js|css)$/;

/** The file a URL path names inside `root`: the file itself, its folder's index.html, or null. Never outside `root`. */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (target !== base && !target.startsWith(base + path.sep)) return null;
  for (const candidate of [target, path.join(target, "index.html")]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next */
    }
  }
  return null;
}

/** The site's headers for a URL path: HEADERS' rules (`/*` and `/prefix/*` or exact), then Cache-Control by kind. */
export function headersFor(urlPath: string, file: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of HEADERS) {
    const matches = rule.source.endsWith("/*") ? urlPath.startsWith(rule.source.slice(0, -1)) : urlPath === rule.source;
    if (matches) for (const { key, value } of rule.headers) headers[key] = value;
  }
  if (!headers["Cache-Control"]) {
    if (HASHED_BUNDLE.test(urlPath)) headers["Cache-Control"] = CACHE.immutable;
    else if (file.endsWith(".html") || file.endsWith(".json")) headers["Cache-Control"] = CACHE.revalidate;
    else headers["Cache-Control"] = CACHE.copied;
  }
  return headers;
}

/** Which encoding to answer with for an Accept-Encoding header: Brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** A client-only route: any path under `matchPath` ("/blog/*") without a file of its own gets `path`'s page. */
export interface ClientOnlyRoute {
  matchPath: string;
  path: string;
}

/**
 * The client-only routes of a build, as Gatsby records them in `.cache/match-paths.json` (the rules
 * docs/nginx.conf writes by hand), or none when the file is missing.
 */
export function readClientOnlyRoutes(cacheDir: string): ClientOnlyRoute[] {
  const file = path.join(cacheDir, "match-paths.json");
  if (!fs.existsSync(file)) return [];
  const entries = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  if (!Array.isArray(entries)) return [];
  return entries.filter(
    (entry): entry is ClientOnlyRoute =>
      typeof entry === "object" && entry !== null && typeof (entry as ClientOnlyRoute).matchPath === "string" && typeof (entry as ClientOnlyRoute).path === "string",
  );
}

/** The fallback page of a client-only route that `urlPath` falls under, if any (prefix rules like "/blog/*"). */
function fallbackFile(root: string, urlPath: string, routes: readonly ClientOnlyRoute[]): string | null {
  for (const route of routes) {
    if (!route.matchPath.endsWith("/*")) continue;
    const prefix = route.matchPath.slice(0, -1);
    if (urlPath.startsWith(prefix) && urlPath.length > prefix.length) return resolveFile(root, route.path);
  }
  return null;
}

export interface CdnServerOptions {
  /** Client-only routes, served with their fallback page and status 200 (as docs/nginx.conf does). */
  clientOnlyRoutes?: readonly ClientOnlyRoute[];
}

export function createCdnServer(root: string, { clientOnlyRoutes = [] }: CdnServerOptions = {}): http.Server {
  const variants = new Map<string, Buffer>();
  const compressed = (file: string, encoding: "br" | "gzip"): Buffer => {
    const key = `${encoding}:${file}`;
    let body = variants.get(key);
    if (!body) {
      const raw = fs.readFileSync(file);
      body =
        encoding === "br"
          ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : zlib.gzipSync(raw, { level: 9 });
      variants.set(key, body);
    }
    return body;
  };

  return http.createServer((request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const urlPath = new URL(request.url ?? "/", "http://bench.invalid").pathname;
    let file = resolveFile(root, urlPath) ?? fallbackFile(root, urlPath, clientOnlyRoutes);
    let status = 200;
    if (!file) {
      status = 404;
      file = resolveFile(root, "/404.html");
      if (!file) {
        response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
    }
    const extension = path.extname(file).toLowerCase();
    const headers: Record<string, string> = {
      "Content-Type": TYPES[extension] ?? "application/octet-stream",
      ...headersFor(urlPath, file),
    };
    let body: Buffer;
    const encoding = COMPRESSIBLE.has(extension) ? pickEncoding(request.headers["accept-encoding"]) : null;
    if (COMPRESSIBLE.has(extension)) headers["Vary"] = "Accept-Encoding";
    if (encoding) {
      body = compressed(file, encoding);
      headers["Content-Encoding"] = encoding;
    } else {
      body = fs.readFileSync(file);
    }
    headers["Content-Length"] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  });
}
