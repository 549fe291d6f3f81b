/**
 * Every answer of the API (issue 28 §4), errors and 404s included: `X-Content-Type-Options: nosniff`
 * (a browser never guesses an answer is HTML or script) and a CSP that lets nothing load or run and no
 * page frame it: an answer opened directly (JSON, a CSV, a blog image) is shown, never executed. A PDF
 * opened directly is shown by Chromium's own viewer, which that policy does not block
 * (e2e/security/api-files.spec.ts).
 */
import type { FastifyInstance } from "fastify";

export const API_SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

/**
 * For an image: the browser shows an image opened on its own in a page it makes, styled inline; that
 * style is allowed (an image runs nothing), so the view is laid out and the console stays clean.
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function securityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(API_SECURITY_HEADERS);
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (/^image\//i.test(String(reply.getHeader("content-type") ?? ""))) reply.header("content-security-policy", IMAGE_CSP);
    return payload;
  });
}
