/**
 * Staff sign-in and sessions, kept in the database so that every API instance shares them.
 * The cookie carries a random 256-bit token; the database keeps only its SHA-256, so a copy of the
 * database signs nobody in. A session ends after 8 hours without a request, or at sign-out (its row is
 * deleted: that cookie never works again). Five failed sign-ins for one email within 15 minutes lock
 * that email for 15 minutes, the right password included; unknown emails are counted the same way
 * and checked against a decoy hash, so neither the answer nor its timing tells whether one exists.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../store/db";
import type { StaffRole } from "../store/schema";
import { accounts, normaliseEmail, parseRights, type ExtraRight } from "./accounts";
import { audit } from "./audit";
import { decoyHash, verifyPassword } from "./password";

export const SESSION_COOKIE = "staff_session";
export const SESSION_IDLE_MS = 8 * 60 * 60_000;
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  id: number;
  email: string;
  role: StaffRole;
  /** Rights beyond the role (issue 25). */
  rights: ExtraRight[];
}

export type SignInResult =
  | { outcome: "signed-in"; user: SessionUser; token: string }
  | { outcome: "wrong" }
  | { outcome: "locked" };

const digest = (token: string): string => createHash("sha256").update(token).digest("hex");

async function lockedUntil(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom("staff_lockouts").select("until").where("email", "=", email).executeTakeFirst();
  return row ? Number(row.until) : 0;
}

/** Records a failure; the fifth within the window locks the email. */
async function recordFailure(db: Db, email: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("staff_sign_in_failures").values({ email, at: now }).execute();
    await trx.deleteFrom("staff_sign_in_failures").where("at", "<=", now - LOCKOUT_WINDOW_MS).execute();
    const { n } = await trx
      .selectFrom("staff_sign_in_failures")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    if (Number(n) < LOCKOUT_FAILURES) return;
    await trx
      .insertInto("staff_lockouts")
      .values({ email, until: now + LOCKOUT_MS })
      .onConflict((oc) => oc.column("email").doUpdateSet({ until: now + LOCKOUT_MS }))
      .execute();
    await trx.deleteFrom("staff_sign_in_failures").where("email", "=", email).execute();
  });
}

export async function signIn(db: Db, rawEmail: string, password: string, now = Date.now()): Promise<SignInResult> {
  const email = normaliseEmail(rawEmail);
  if ((await lockedUntil(db, email)) > now) {
    await audit(db, { actorEmail: email, action: "sign-in-failed", entity: "session", detail: "locked out" });
    return { outcome: "locked" };
  }
  const account = await accounts(db).credentials(email);
  // Always one scrypt: against the account's hash, or the decoy's for an unknown email.
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (!account || !matches) {
    await recordFailure(db, email, now);
    await audit(db, { actorEmail: email, action: "sign-in-failed", entity: "session" });
    return { outcome: "wrong" };
  }
  const token = randomBytes(32).toString("base64url");
  const user: SessionUser = { id: account.id, email: account.email, role: account.role, rights: parseRights(account.extraRights) };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_sign_in_failures").where("email", "=", email).execute();
    await trx.deleteFrom("staff_lockouts").where("email", "=", email).execute();
    await trx
      .insertInto("staff_sessions")
      .values({ token_hash: digest(token), user_id: account.id, created_at: now, last_seen_at: now })
      .execute();
    await audit(trx, { actorEmail: user.email, action: "sign-in", entity: "session", entityId: user.id });
  });
  return { outcome: "signed-in", user, token };
}

/** The signed-in user for a cookie token, or null (unknown, revoked or idle too long). */
export async function sessionUser(db: Db, token: string | undefined, now = Date.now()): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const hash = digest(token);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .select(["staff_users.id", "staff_users.email", "staff_users.role", "staff_users.extra_rights", "staff_sessions.last_seen_at as lastSeenAt"])
    .where("staff_sessions.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Number(row.lastSeenAt);
  if (now - lastSeen > SESSION_IDLE_MS) {
    await db.deleteFrom("staff_sessions").where("token_hash", "=", hash).execute();
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now }).where("token_hash", "=", hash).execute();
  }
  return { id: row.id, email: row.email, role: row.role, rights: parseRights(row.extra_rights) };
}

/** Ends a session for good. */
export async function signOut(db: Db, token: string, user: SessionUser): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_sessions").where("token_hash", "=", digest(token)).execute();
    await audit(trx, { actorEmail: user.email, action: "sign-out", entity: "session", entityId: user.id });
  });
}

/** Deletes sessions idle for longer than the limit (run now and then). */
export async function sweepSessions(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom("staff_sessions").where("last_seen_at", "<", now - SESSION_IDLE_MS).execute();
  await db.deleteFrom("staff_lockouts").where("until", "<=", now).execute();
  await db.deleteFrom("staff_sign_in_failures").where("at", "<=", now - LOCKOUT_WINDOW_MS).execute();
}
