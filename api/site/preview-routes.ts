/**
 * The preview's links (issue 28 §4; docs/staff-api.md "Site"), for the "site" right:
 * GET /staff/site/preview?path=/x answers 303 to the preview with a fresh token (the console's
 * "Open the preview" link: a plain link, so no pop-up blocker is involved), and
 * POST /staff/site/preview-link answers {url, expiresAt} for a client that wants the link itself.
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../store/db";
import { guard } from "../staff/guard";
import { reject } from "../staff/input";
import type { SiteService } from ".";
import { previewLink, previewSecret } from "./preview-token";

/** A path on the preview site: absolute, no scheme or host of its own, short. */
const SITE_PATH = /^\/(?!\/)[^\s\\]{0,500}$/;

export function previewRoutes(staff: FastifyInstance, db: Db, site: SiteService): void {
  const onRequest = guard(db, "site");
  let secret: string | null = site.options.previewSecret ?? null;
  const link = (sitePath: string) => {
    secret ??= previewSecret(process.env, site.options.buildsDir);
    return previewLink(site.options.previewUrl, secret, sitePath);
  };

  staff.get<{ Querystring: { path?: unknown } }>("/site/preview", { onRequest }, async (request, reply) => {
    const sitePath = request.query.path ?? "/";
    if (typeof sitePath !== "string" || !SITE_PATH.test(sitePath)) return reject(reply, [{ field: "path", message: "Must be a path on the site, starting with /" }]);
    return reply.code(303).header("cache-control", "private, no-store").redirect(link(sitePath).url, 303);
  });

  staff.post("/site/preview-link", { onRequest }, async (request, reply) => {
    const body = (request.body ?? {}) as { path?: unknown };
    const sitePath = body.path ?? "/";
    if (typeof sitePath !== "string" || !SITE_PATH.test(sitePath)) return reject(reply, [{ field: "path", message: "Must be a path on the site, starting with /" }]);
    return link(sitePath);
  });
}
