/**
 * The TOTP second factor's routes (issue 22 §3.7; docs/staff-api.md, "Second factor"):
 *
 *   POST   /staff/session/second-factor {code}    the sign-in's second step (a "second-factor" session)
 *   GET    /staff/second-factor                   {enabled, recoveryCodesLeft, required}
 *   POST   /staff/second-factor/setup {}          {secret, otpauthUrl, qrSvg}: a new secret, kept aside
 *   POST   /staff/second-factor/confirm {code}    {recoveryCodes}: on, with 10 one-time codes shown once
 *   DELETE /staff/second-factor {password|code}   off (204)
 *
 * Every code or password tried here is counted before it is checked (throttle.ts); at sign-in the
 * half-signed-in session also has a budget of its own (session-budget.ts).
 *
 * Setup and confirm accept a full session or a "setup" one (STAFF_REQUIRE_SECOND_FACTOR, none set up
 * yet); confirming from a "setup" session signs the person in fully. Wrong codes at sign-in and when
 * turning it off count toward the sign-in throttle (throttle.ts), like wrong passwords.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SessionStage } from "../../store/schema";
import { accounts } from "../accounts";
import { audit } from "../audit";
import { SIGNED_OUT_MESSAGE, refuse } from "../guard";
import { Input, reject } from "../input";
import { PASSWORD_MAX_LENGTH, verifyPassword } from "../password";
import { setSessionCookie } from "../session-cookie";
import type { SessionSettings } from "../session-routes";
import { SESSION_COOKIE, promoteSession, readSession, type Session } from "../sessions";
import { SESSION_SPENT_MESSAGE, countCodeTry } from "./session-budget";
import { secondFactors } from "./store";
import { newSecret, otpauthUrl, qrSvg } from "./totp";

export const WRONG_CODE_MESSAGE =
  "That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.";
export const CONFIRM_MESSAGE = "That code does not match. Scan the QR code again, or check that your phone's clock is right.";
export const NO_SECOND_STEP_MESSAGE = "Sign in with your email and password first";
export const ALREADY_ON_MESSAGE = "The second factor is already on. Turn it off first to set up a new one.";
export const REQUIRED_MESSAGE = "Every staff account must keep the second factor on";

/** tryCode's answer when the throttle refused the try. */
const REFUSED = Symbol("refused");

const CODE = { label: "the code", max: 32, required: true } as const;

export function secondFactorRoutes(staff: FastifyInstance, settings: SessionSettings): void {
  const { db, throttle, publicUrl } = settings;
  const factors = secondFactors(db);

  /** The request's session if its stage is one of `stages`; else answers 401 and gives null. */
  const session = async (request: FastifyRequest, reply: FastifyReply, stages: SessionStage[], message = SIGNED_OUT_MESSAGE) => {
    const current = await readSession(db, request.cookies[SESSION_COOKIE]);
    if (current && stages.includes(current.stage)) return current;
    refuse(reply, 401, message);
    return null;
  };

  /**
   * Checks a code against the throttle first; records a wrong one. REFUSED when the throttle refused
   * the try (its 429 is then on its way). Not told by `reply.sent`: that is true only once the answer
   * has been written, and with an async onSend hook (api/http/caching.ts) it is still false here.
   */
  const tryCode = async (request: FastifyRequest, reply: FastifyReply, current: Session, code: string) => {
    const gate = await throttle.gate(current.user.email, request.ip);
    if (!gate.open) {
      refuse(reply.header("retry-after", String(Math.ceil(gate.retryAfterMs / 1000))), 429, gate.message);
      return REFUSED;
    }
    // A half-signed-in session has its own budget of codes, whatever address they come from.
    if (current.stage === "second-factor" && !(await countCodeTry(db, request.cookies[SESSION_COOKIE] ?? ""))) {
      await throttle.release(gate.ticket);
      refuse(reply, 429, SESSION_SPENT_MESSAGE);
      return REFUSED;
    }
    const kind = await factors.check(current.user.id, code);
    if (kind) {
      await throttle.release(gate.ticket);
    } else {
      await throttle.failed(current.user.email, request.ip);
      await audit(db, { actorEmail: current.user.email, action: "sign-in-failed", entity: "session", detail: "wrong second-factor code" });
    }
    return kind;
  };

  staff.post("/session/second-factor", async (request, reply) => {
    const current = await session(request, reply, ["second-factor"], NO_SECOND_STEP_MESSAGE);
    if (!current) return reply;
    const input = new Input(request.body);
    const code = input.text("code", CODE);
    if (!input.ok) return reject(reply, input.errors);
    const kind = await tryCode(request, reply, current, code);
    if (kind === REFUSED) return reply;
    if (!kind) return refuse(reply, 401, WRONG_CODE_MESSAGE);
    await throttle.succeeded(current.user.email, request.ip);
    const detail = kind === "recovery-code" ? "with a recovery code" : "with the second factor";
    const token = await promoteSession(db, request.cookies[SESSION_COOKIE] ?? "", current.user, detail);
    setSessionCookie(reply, request, publicUrl, token);
    return { email: current.user.email, role: current.user.role, rights: current.user.rights };
  });

  staff.get("/second-factor", async (request, reply) => {
    const current = await session(request, reply, ["full"]);
    if (!current) return reply;
    return { ...(await factors.state(current.user.id)), required: settings.requireSecondFactor };
  });

  staff.post("/second-factor/setup", async (request, reply) => {
    const current = await session(request, reply, ["full", "setup"]);
    if (!current) return reply;
    if ((await factors.state(current.user.id)).enabled) return refuse(reply, 409, ALREADY_ON_MESSAGE);
    const secret = newSecret();
    await factors.begin(current.user.id, secret);
    const url = otpauthUrl(current.user.email, secret);
    return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
  });

  staff.post("/second-factor/confirm", async (request, reply) => {
    const current = await session(request, reply, ["full", "setup"]);
    if (!current) return reply;
    const input = new Input(request.body);
    const code = input.text("code", CODE);
    if (!input.ok) return reject(reply, input.errors);
    if ((await factors.state(current.user.id)).enabled) return refuse(reply, 409, ALREADY_ON_MESSAGE);
    const recoveryCodes = await factors.confirm(current.user.id, code);
    if (!recoveryCodes) return reject(reply, [{ field: "code", message: CONFIRM_MESSAGE }]);
    await audit(db, { actorEmail: current.user.email, action: "second-factor-on", entity: "user", entityId: current.user.id });
    if (current.stage === "setup") {
      const token = await promoteSession(db, request.cookies[SESSION_COOKIE] ?? "", current.user, "second factor set up");
      setSessionCookie(reply, request, publicUrl, token);
    }
    return { recoveryCodes };
  });

  staff.delete("/second-factor", async (request, reply) => {
    const current = await session(request, reply, ["full"]);
    if (!current) return reply;
    if (settings.requireSecondFactor) return refuse(reply, 403, REQUIRED_MESSAGE);
    const input = new Input(request.body ?? {});
    const usesCode = input.has("code");
    const secret = usesCode
      ? input.text("code", CODE)
      : input.text("password", { label: "your password or a code", max: PASSWORD_MAX_LENGTH, required: true, raw: true });
    if (!input.ok) return reject(reply, input.errors);
    let proven: boolean;
    if (usesCode) {
      const kind = await tryCode(request, reply, current, secret);
      if (kind === REFUSED) return reply;
      proven = kind !== null;
    } else {
      const gate = await throttle.gate(current.user.email, request.ip);
      if (!gate.open) return refuse(reply.header("retry-after", String(Math.ceil(gate.retryAfterMs / 1000))), 429, gate.message);
      const account = await accounts(db).credentials(current.user.email);
      proven = Boolean(account && (await verifyPassword(secret, account.passwordHash)));
      if (proven) await throttle.release(gate.ticket);
      else await throttle.failed(current.user.email, request.ip);
    }
    if (!proven) {
      return reject(reply, [{ field: usesCode ? "code" : "password", message: usesCode ? WRONG_CODE_MESSAGE : "That password is not right" }]);
    }
    await factors.disable(current.user.id);
    await audit(db, { actorEmail: current.user.email, action: "second-factor-off", entity: "user", entityId: current.user.id });
    return reply.code(204).send();
  });
}
