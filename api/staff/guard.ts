/**
 * Who may use which part of /staff, and the checks every /staff request passes: a session (401),
 * the role's right (403), an Origin from the site for anything that changes state (403), and a JSON
 * body (or multipart where a file is sent; 415 otherwise).
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { StaffRole } from "../store/schema";
import type { Db } from "../store/db";
import { SESSION_COOKIE, sessionUser, type SessionUser } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, set by `guard` on /staff routes. */
    staffUser: SessionUser | null;
  }
}

/**
 * The console's screens, "notifications": sending a lead's email notification again (issue 17),
 * "content": editing data/ (issue 24), "privacy": the privacy requests (issue 25; admin, or an account
 * given the extra right), "site": building, previewing and publishing the site (issue 23), and "analytics":
 * the visit and lead counts (issue 31; admin, marketing, sales), and "not-found": the addresses visitors did not
 * find (issue 30; admin, marketing).
 */
export type Area =
  | "enquiries" | "applications" | "downloads" | "jobs" | "posts" | "users" | "audit" | "notifications" | "content" | "privacy" | "site" | "analytics"
  | "not-found";

const ALL: readonly Area[] = ["enquiries", "applications", "downloads", "jobs", "posts", "users", "audit", "notifications", "content", "privacy", "site", "analytics", "not-found"];

/** The rights of each role (issue 16). */
export const RIGHTS: Record<StaffRole, readonly Area[]> = {
  admin: ALL,
  hr: ["jobs", "applications"],
  marketing: ["posts", "downloads", "content", "site", "analytics", "not-found"],
  sales: ["enquiries", "downloads", "analytics"],
};

export const SIGNED_OUT_MESSAGE = "Sign in to continue";
export const FORBIDDEN_MESSAGE = "Your role does not allow this";
export const FOREIGN_ORIGIN_MESSAGE = "Requests from this origin are not allowed";
export const NOT_FOUND_MESSAGE = "No such record";
export const STALE_MESSAGE = "This record was changed by someone else. Reload it to see their changes.";

const STATUS_TEXT: Record<number, string> = {
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};

/** A non-field error: {statusCode, error, message}. */
export const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ statusCode: status, error: STATUS_TEXT[status] ?? "Error", message });

export const notFound = (reply: FastifyReply) => refuse(reply, 404, NOT_FOUND_MESSAGE);
export const stale = (reply: FastifyReply) => refuse(reply, 409, STALE_MESSAGE);

/** The signed-in user (a route behind `guard` always has one). */
export function actor(request: FastifyRequest): SessionUser {
  if (!request.staffUser) throw new Error("staff route without guard");
  return request.staffUser;
}

/** onRequest hook: 401 without a valid session, 403 when the role lacks any of `areas` (none: any role). */
export function guard(db: Db, ...areas: Area[]): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const user = await sessionUser(db, request.cookies[SESSION_COOKIE]);
    if (!user) return refuse(reply, 401, SIGNED_OUT_MESSAGE);
    const may = (area: Area) => RIGHTS[user.role].includes(area) || (user.rights as readonly string[]).includes(area);
    if (!areas.every(may)) return refuse(reply, 403, FORBIDDEN_MESSAGE);
    request.staffUser = user;
  };
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const mediaType = (request: FastifyRequest): string =>
  (request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

/**
 * Routes that take a file (multipart/form-data) instead of JSON, by the route matched (never the raw URL,
 * which a client can spell another way: `%69mage`, `//`).
 */
const FILE_ROUTES = new Set(["/staff/posts/:id/image", "/staff/content/images"]);

/**
 * onRequest hook for every /staff route. A browser sends Origin with every state-changing request;
 * one from a site not in `allowedOrigins` is refused (requests without one come from non-browser
 * clients, which carry no ambient cookies to abuse). Bodies must be JSON, or multipart on file
 * routes: a form or text/plain body (what a cross-site form can send) is refused before it is read.
 */
export function requestChecks(allowedOrigins: readonly string[]): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.includes(origin)) return refuse(reply, 403, FOREIGN_ORIGIN_MESSAGE);
    const type = mediaType(request);
    const hasBody = type !== "" || Number(request.headers["content-length"] ?? 0) > 0 || "transfer-encoding" in request.headers;
    if (request.method === "DELETE" && !hasBody) return;
    if (FILE_ROUTES.has(request.routeOptions.url ?? "")) {
      if (type !== "multipart/form-data") return refuse(reply, 415, "Send the file as multipart/form-data");
      return;
    }
    if (type !== "application/json") return refuse(reply, 415, "Send the body as JSON (Content-Type: application/json)");
  };
}
