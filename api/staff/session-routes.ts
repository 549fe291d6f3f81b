/**
 * POST/GET/DELETE /staff/session. With the second factor on, POST answers `{email, role, secondFactor:
 * "required"}` and a half-signed-in session that only POST /staff/session/second-factor accepts; with
 * STAFF_REQUIRE_SECOND_FACTOR and none set up, `secondFactor: "setup-required"` and a session that only
 * the setup routes accept (second-factor/routes.ts).
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../store/db";
import { SIGNED_OUT_MESSAGE, refuse } from "./guard";
import { Input, reject } from "./input";
import { PASSWORD_MAX_LENGTH } from "./password";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";
import { SESSION_COOKIE, readSession, sessionUser, signIn, signOut } from "./sessions";
import type { SignInThrottle } from "./throttle";

export const WRONG_CREDENTIALS_MESSAGE = "Email or password is incorrect";

/** What the session routes and the second factor's share. */
export interface SessionSettings {
  db: Db;
  throttle: SignInThrottle;
  /** API_PUBLIC_URL: an https one makes the cookie Secure. */
  publicUrl: string;
  requireSecondFactor: boolean;
}

const SECOND_FACTOR_ANSWER = { "second-factor": "required", setup: "setup-required" } as const;

export function sessionRoutes(staff: FastifyInstance, settings: SessionSettings): void {
  const { db, publicUrl } = settings;

  staff.post("/session", async (request, reply) => {
    const input = new Input(request.body);
    const email = input.text("email", { label: "your email", max: 254, required: true });
    const password = input.text("password", { label: "your password", max: PASSWORD_MAX_LENGTH, required: true, raw: true });
    if (!input.ok) return reject(reply, input.errors);

    const result = await signIn(db, settings.throttle, { email, password, client: request.ip, requireSecondFactor: settings.requireSecondFactor });
    if (result.outcome === "locked") {
      return refuse(reply.header("retry-after", String(Math.ceil(result.retryAfterMs / 1000))), 429, result.message);
    }
    if (result.outcome === "wrong") return refuse(reply, 401, WRONG_CREDENTIALS_MESSAGE);

    // A session this browser had before ends: every sign-in gets a fresh id.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) {
      const before = await readSession(db, previous);
      if (before) await signOut(db, previous, before.user);
    }
    setSessionCookie(reply, request, publicUrl, result.token);
    const answer = { email: result.user.email, role: result.user.role, rights: result.user.rights };
    return result.stage === "full" ? answer : { ...answer, secondFactor: SECOND_FACTOR_ANSWER[result.stage] };
  });

  staff.get("/session", async (request, reply) => {
    const user = await sessionUser(db, request.cookies[SESSION_COOKIE]);
    if (!user) return refuse(reply, 401, SIGNED_OUT_MESSAGE);
    return { email: user.email, role: user.role, rights: user.rights };
  });

  // Signing out works from a half-signed-in session too (giving up on the code, or on the setup).
  staff.delete("/session", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE] ?? "";
    const session = await readSession(db, token);
    if (!session) return refuse(reply, 401, SIGNED_OUT_MESSAGE);
    await signOut(db, token, session.user);
    clearSessionCookie(reply, request, publicUrl);
    return reply.code(204).send();
  });
}
