/** POST/GET/DELETE /staff/session: sign in, who am I, sign out. */
import type { FastifyInstance } from "fastify";
import type { Db } from "../store/db";
import { guard, actor, refuse, SIGNED_OUT_MESSAGE } from "./guard";
import { Input, reject } from "./input";
import { PASSWORD_MAX_LENGTH } from "./password";
import { LOCKOUT_MS, SESSION_COOKIE, sessionUser, signIn, signOut } from "./sessions";

export const WRONG_CREDENTIALS_MESSAGE = "Email or password is incorrect";
export const LOCKED_MESSAGE = "Too many failed sign-ins for this email. Try again in 15 minutes.";

export function sessionRoutes(staff: FastifyInstance, db: Db): void {
  staff.post("/session", async (request, reply) => {
    const input = new Input(request.body);
    const email = input.text("email", { label: "your email", max: 254, required: true });
    const password = input.text("password", { label: "your password", max: PASSWORD_MAX_LENGTH, required: true, raw: true });
    if (!input.ok) return reject(reply, input.errors);

    const result = await signIn(db, email, password);
    if (result.outcome === "locked") {
      return refuse(reply.header("retry-after", String(LOCKOUT_MS / 1000)), 429, LOCKED_MESSAGE);
    }
    if (result.outcome === "wrong") return refuse(reply, 401, WRONG_CREDENTIALS_MESSAGE);

    // A session this browser had before ends: every sign-in gets a fresh id.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) {
      const before = await sessionUser(db, previous);
      if (before) await signOut(db, previous, before);
    }
    reply.setCookie(SESSION_COOKIE, result.token, {
      path: "/staff",
      httpOnly: true,
      sameSite: "strict",
      secure: request.protocol === "https",
    });
    return { email: result.user.email, role: result.user.role, rights: result.user.rights };
  });

  staff.get("/session", async (request, reply) => {
    const user = await sessionUser(db, request.cookies[SESSION_COOKIE]);
    if (!user) return refuse(reply, 401, SIGNED_OUT_MESSAGE);
    return { email: user.email, role: user.role, rights: user.rights };
  });

  staff.delete("/session", { onRequest: guard(db) }, async (request, reply) => {
    await signOut(db, request.cookies[SESSION_COOKIE] ?? "", actor(request));
    reply.clearCookie(SESSION_COOKIE, {
      path: "/staff",
      httpOnly: true,
      sameSite: "strict",
      secure: request.protocol === "https",
    });
    return reply.code(204).send();
  });
}
