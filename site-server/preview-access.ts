/**
 * The preview is for staff only (issue 28 §4). A request passes with the preview's own cookie, or with
 * a link from the console (`?preview_token=`, made by the API for a signed-in staff member with the
 * "site" right): the token is checked, the cookie set (host-only, HttpOnly, for VISIT_TTL_MS) and the
 * browser sent to the same URL without the token, so it stays out of history, logs and Referer.
 * Anyone else gets 401 and a page saying to open the preview from the console.
 *
 * Not the console's session cookie: it is scoped to the API's /staff path, so a browser never sends
 * it to the preview's pages, and the preview may sit on another host than the API.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { PREVIEW_COOKIE, PREVIEW_TOKEN_PARAM, VISIT_TTL_MS, signToken, verifyToken } from "../api/site/preview-token";

export interface PreviewAccess {
  /** The secret the API signs links with (api/site/preview-token.ts previewSecret); null lets nobody in. */
  secret: string | null;
  /** Mark the cookie Secure (the preview is served over https). */
  secure?: boolean;
}

export const SIGN_IN_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign in to see the preview</title></head>' +
  "<body><main><h1>Sign in to see the preview</h1><p>The preview is only for staff. Sign in to the console, open the Site screen and use " +
  "<strong>Open the preview</strong>. A preview link works for 10 minutes.</p></main></body></html>";

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

const refuse = (reply: FastifyReply) =>
  reply.code(401).header("cache-control", "no-store").type("text/html; charset=utf-8").send(SIGN_IN_PAGE);

export function previewAccess(access: PreviewAccess, now: () => number = Date.now): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const { secret } = access;
    if (!secret) return refuse(reply);
    const url = new URL(request.url, "http://preview.invalid");
    const token = url.searchParams.get(PREVIEW_TOKEN_PARAM);
    if (token !== null) {
      if (!verifyToken(secret, "link", token, now())) return refuse(reply);
      const expires = now() + VISIT_TTL_MS;
      const cookie = [
        `${PREVIEW_COOKIE}=${signToken(secret, "visit", expires)}`,
        "Path=/",
        `Max-Age=${Math.floor(VISIT_TTL_MS / 1000)}`,
        "HttpOnly",
        "SameSite=Lax",
        ...(access.secure ? ["Secure"] : []),
      ].join("; ");
      url.searchParams.delete(PREVIEW_TOKEN_PARAM);
      return reply
        .code(303)
        .header("set-cookie", cookie)
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer")
        .redirect(`${url.pathname}${url.search}`, 303);
    }
    if (!verifyToken(secret, "visit", cookieValue(request, PREVIEW_COOKIE), now())) return refuse(reply);
  };
}
