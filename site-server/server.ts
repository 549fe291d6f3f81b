/**
 * The site's own web server (`npm run serve`, `npm start`): the live build, or the preview, with the
 * headers and client-only route rules of docs/nginx.conf and Brotli/gzip compression, on Fastify's own
 * static and compression plugins. Which build it serves is read once per request from the pointer, so a
 * new live build shows from the next request, with no restart, and a request in flight finishes from
 * the folder it started in.
 */
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { HSTS } from "../gatsby/headers";
import { markPreview } from "./preview-banner";
import { previewAccess, type PreviewAccess } from "./preview-access";
import { redirectIn } from "./redirects";
import { redirectLocation, redirectStatus } from "../shared/redirects";
import { SECURITY_HEADERS, cacheControl, decodePath, fileIn, isImmutable, resolvePath } from "./resolve";

export interface SiteServerOptions {
  /** The folder to serve for this request (the pointer's target), or null when there is none. */
  root: () => string | null;
  /**
   * Folders of earlier builds: a page of the previous build still open in a browser asks for its own
   * hashed bundles after a switch, and gets them from here (they are content-addressed, so never stale).
   * For the live site, only folders that were live (api/site/folders.ts wasLiveFolders): never a preview.
   */
  earlier?: () => string[];
  /** The preview: noindex everywhere and the "Preview, not live" banner. */
  preview?: boolean;
  /**
   * Who may see the preview (site-server/preview-access.ts). A preview without it lets nobody in: it
   * shows builds that are not published, so it never fails open.
   */
  access?: PreviewAccess;
  /** Send Strict-Transport-Security (the site's public URL is https). */
  hsts?: boolean;
  logger?: boolean;
}

const NOTHING_YET = (preview: boolean) =>
  preview
    ? "<!doctype html><title>No preview yet</title><p>No preview has been built yet. Use Preview on the console's Site screen.</p>"
    : "<!doctype html><title>Not built yet</title><p>The site has not been built yet: run <code>npm run build</code>, or publish from the console.</p>";

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const preview = options.preview ?? false;
  const app = Fastify({ logger: options.logger ?? false });
  // Before compression's own onSend hook, so the preview's rewritten HTML is what gets compressed.
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (options.hsts) reply.header("Strict-Transport-Security", HSTS);
    if (preview) reply.header("X-Robots-Tag", "noindex");
  });
  if (preview) app.addHook("onRequest", previewAccess(options.access ?? { secret: null }));
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Only reply.sendFile: the root is chosen per request below.
  await app.register(fastifyStatic, { root: path.resolve("."), serve: false, cacheControl: false, dotfiles: "deny" });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const root = options.root();
      if (!root) return reply.code(404).type("text/html; charset=utf-8").send(NOTHING_YET(preview));
      const decoded = decodePath(request.url.split("?")[0]);
      if (decoded === null) return reply.code(400).type("text/plain; charset=utf-8").send("Bad request");
      // The build's redirects first, as docs/nginx.conf's maps (issue 30); the visitor's query string kept.
      const redirect = redirectIn(root, decoded);
      if (redirect) {
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
        const cache = cacheControl(decoded);
        return reply
          .code(redirectStatus(redirect))
          .header("Location", redirectLocation(redirect, query))
          .header("Cache-Control", preview ? cache.replace(/^public/, "private") : cache)
          .send();
      }
      let resolved = resolvePath(root, decoded);
      let from = root;
      if (resolved?.status === 404 && isImmutable(decoded)) {
        const older = (options.earlier?.() ?? []).find((folder) => fileIn(folder, decoded));
        if (older) {
          resolved = { file: decoded, status: 200 };
          from = older;
        }
      }
      if (!resolved) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      // The preview is personal to the staff member viewing it: a shared cache never keeps it.
      const cache = cacheControl(resolved.file);
      reply.code(resolved.status).header("Cache-Control", preview ? cache.replace(/^public/, "private") : cache);
      // No page of the build: out of search engines whatever the page served says (docs/nginx.conf too).
      if (resolved.status === 404) reply.header("X-Robots-Tag", "noindex");
      if (preview && resolved.file.endsWith(".html")) {
        const html = await fs.promises.readFile(path.join(from, resolved.file), "utf8");
        return reply.type("text/html; charset=utf-8").send(markPreview(html));
      }
      return reply.sendFile(resolved.file, from);
    },
  });
  return app;
}
