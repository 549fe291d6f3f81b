/**
 * Staff sign-in and sessions, kept in the database so that every API instance shares them.
 * The cookie carries a random 256-bit token; the database keeps only its SHA-256, so a copy of the
 * database signs nobody in. A session ends after 8 hours without a request, 24 hours after it began
 * whatever its use, or at sign-out (its row is deleted: that cookie never works again).
 *
 * A session has a stage: "full" (signed in), or half signed in for at most 10 minutes: "second-factor"
 * (the password was right, the account's TOTP code is awaited) or "setup" (the password was right and
 * STAFF_REQUIRE_SECOND_FACTOR asks the account to turn the second factor on first). Only `full`
 * sessions pass `guard`. Failed tries are throttled by throttle.ts; unknown emails are checked against
 * a decoy hash and counted the same way, so neither the answer nor its timing tells whether one exists.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../store/db";
import type { SessionStage, StaffRole } from "../store/schema";
import { accounts, normaliseEmail, parseRights, type ExtraRight } from "./accounts";
import { audit } from "./audit";
import { decoyHash, verifyPassword } from "./password";
import type { SignInThrottle } from "./throttle";

export const SESSION_COOKIE = "staff_session";
export const SESSION_IDLE_MS = 8 * 60 * 60_000;
export const SESSION_LIFETIME_MS = 24 * 60 * 60_000;
/** How long a half-signed-in session (code awaited, or setup required) lasts. */
export const SESSION_PENDING_MS = 10 * 60_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  id: number;
  email: string;
  role: StaffRole;
  /** Rights beyond the role (issue 25). */
  rights: ExtraRight[];
}

export interface Session {
  user: SessionUser;
  stage: SessionStage;
}

export type SignInResult =
  | { outcome: "signed-in"; user: SessionUser; token: string; stage: SessionStage }
  | { outcome: "wrong" }
  | { outcome: "locked"; message: string; retryAfterMs: number };

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's IP (as the trusted proxies report it). */
  client: string;
  /** STAFF_REQUIRE_SECOND_FACTOR. */
  requireSecondFactor: boolean;
}

export const digest = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Starts a session at `stage` for the account; returns the cookie's token. */
export async function startSession(db: Db, userId: number, stage: SessionStage, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insertInto("staff_sessions").values({ token_hash: digest(token), user_id: userId, created_at: now, last_seen_at: now, stage }).execute();
  return token;
}

export async function signIn(db: Db, throttle: SignInThrottle, attempt: SignInAttempt, now = Date.now()): Promise<SignInResult> {
  const email = normaliseEmail(attempt.email);
  const gate = await throttle.gate(email, attempt.client);
  if (!gate.open) {
    await audit(db, { actorEmail: email, action: "sign-in-failed", entity: "session", detail: "locked out" });
    return { outcome: "locked", message: gate.message, retryAfterMs: gate.retryAfterMs };
  }
  const account = await accounts(db).credentials(email);
  // Always one scrypt: against the account's hash, or the decoy's for an unknown email.
  const matches = await verifyPassword(attempt.password, account?.passwordHash ?? (await decoyHash()));
  if (!account || !matches) {
    await throttle.failed(email, attempt.client);
    await audit(db, { actorEmail: email, action: "sign-in-failed", entity: "session" });
    return { outcome: "wrong" };
  }
  const stage: SessionStage = account.totpSecret ? "second-factor" : attempt.requireSecondFactor ? "setup" : "full";
  // Failures are forgiven only once the whole sign-in succeeded: a right password alone does not
  // reset the count of wrong codes.
  if (stage !== "second-factor") await throttle.succeeded(email, attempt.client);
  else await throttle.release(gate.ticket);
  const user: SessionUser = { id: account.id, email: account.email, role: account.role, rights: parseRights(account.extraRights) };
  const token = await db.transaction().execute(async (trx) => {
    const started = await startSession(trx, account.id, stage, now);
    await audit(trx, {
      actorEmail: user.email,
      action: stage === "full" ? "sign-in" : "sign-in-password",
      entity: "session",
      entityId: user.id,
      detail: stage === "full" ? "" : stage === "setup" ? "second factor to be set up" : "second factor awaited",
    });
    return started;
  });
  return { outcome: "signed-in", user, token, stage };
}

/** The session of a cookie token, or null (unknown, revoked, idle too long or too old). */
export async function readSession(db: Db, token: string | undefined, now = Date.now()): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const hash = digest(token);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .select([
      "staff_users.id",
      "staff_users.email",
      "staff_users.role",
      "staff_users.extra_rights",
      "staff_sessions.last_seen_at as lastSeenAt",
      "staff_sessions.created_at as createdAt",
      "staff_sessions.stage",
    ])
    .where("staff_sessions.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Number(row.lastSeenAt);
  const age = now - Number(row.createdAt);
  const tooOld = age > SESSION_LIFETIME_MS || (row.stage !== "full" && age > SESSION_PENDING_MS);
  if (now - lastSeen > SESSION_IDLE_MS || tooOld) {
    await db.deleteFrom("staff_sessions").where("token_hash", "=", hash).execute();
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now }).where("token_hash", "=", hash).execute();
  }
  return { user: { id: row.id, email: row.email, role: row.role, rights: parseRights(row.extra_rights) }, stage: row.stage };
}

/** The signed-in user for a cookie token, or null (also for a half-signed-in session). */
export async function sessionUser(db: Db, token: string | undefined, now = Date.now()): Promise<SessionUser | null> {
  const session = await readSession(db, token, now);
  return session?.stage === "full" ? session.user : null;
}

/** Ends a session for good. */
export async function signOut(db: Db, token: string, user: SessionUser): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_sessions").where("token_hash", "=", digest(token)).execute();
    await audit(trx, { actorEmail: user.email, action: "sign-out", entity: "session", entityId: user.id });
  });
}

/**
 * Replaces a half-signed-in session by a full one with a new token (the second factor passed, or was
 * set up): a token seen before the last step never works afterwards.
 */
export async function promoteSession(db: Db, token: string, user: SessionUser, detail: string, now = Date.now()): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_sessions").where("token_hash", "=", digest(token)).execute();
    const fresh = await startSession(trx, user.id, "full", now);
    await audit(trx, { actorEmail: user.email, action: "sign-in", entity: "session", entityId: user.id, detail });
    return fresh;
  });
}

/** Deletes sessions idle for longer than the limit, older than the lifetime, or half signed in too long (run now and then). */
export async function sweepSessions(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom("staff_sessions").where("last_seen_at", "<", now - SESSION_IDLE_MS).execute();
  await db.deleteFrom("staff_sessions").where("created_at", "<", now - SESSION_LIFETIME_MS).execute();
  await db.deleteFrom("staff_sessions").where("stage", "!=", "full").where("created_at", "<", now - SESSION_PENDING_MS).execute();
}
