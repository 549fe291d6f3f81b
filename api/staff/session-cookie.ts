/**
 * The session cookie: HttpOnly, SameSite=Strict, on /staff; Secure when the API's public URL is https
 * (whatever a proxy's headers say: API_PUBLIC_URL is what the browser uses), or when the request came
 * over HTTPS.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./sessions";

const options = (request: FastifyRequest, publicUrl: string) => ({
  path: "/staff",
  httpOnly: true,
  sameSite: "strict" as const,
  secure: publicUrl.startsWith("https:") || request.protocol === "https",
});

export const setSessionCookie = (reply: FastifyReply, request: FastifyRequest, publicUrl: string, token: string) =>
  reply.setCookie(SESSION_COOKIE, token, options(request, publicUrl));

export const clearSessionCookie = (reply: FastifyReply, request: FastifyRequest, publicUrl: string) =>
  reply.clearCookie(SESSION_COOKIE, options(request, publicUrl));
