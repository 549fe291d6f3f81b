/**
 * Every answer of the API (issue 28 §4), errors and 404s included: `X-Content-Type-Options: nosniff`
 * (a browser never guesses an answer is HTML or script) and a CSP that lets nothing load or run and no
 * page frame it: an answer opened directly (JSON, a CSV, a blog image) is shown, never executed. A PDF
 * opened directly is shown by the browser's own viewer, which that policy does not block (checked in
 * Chromium: e2e/runtime/api-headers.spec.ts).
 */
import type { FastifyInstance } from "fastify";

export const API_SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

export function securityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(API_SECURITY_HEADERS);
  });
}
