/** The honeypot check shared by the POST routes. */
import type { FastifyRequest } from "fastify";
import { HONEYPOT } from "./shared";

/**
 * True when the hidden honeypot field was filled. The caller then answers as if it succeeded and
 * stores nothing; the log keeps a record so the agency can see how often bots try.
 */
export function caughtByHoneypot(request: FastifyRequest, fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT];
  if (typeof value !== "string" || value.trim() === "") return false;
  request.log.warn({ route: request.url.split("?")[0], ip: request.ip }, "honeypot filled: answered 201, stored nothing");
  return true;
}
