/**
 * The code budget of one half-signed-in session (issue 28 §2): each code is counted on the session's
 * row before it is checked, by one conditional update (atomic on both engines: PostgreSQL re-reads
 * the row under its lock, SQLite holds the write lock), so at most SESSION_CODE_TRIES codes are ever
 * checked on a session, from however many addresses they come. Past that, the person signs in again.
 */
import type { Db } from "../../store/db";
import { digest } from "../sessions";
import { LOCKOUT_FAILURES } from "../throttle";

export const SESSION_CODE_TRIES = LOCKOUT_FAILURES;
export const SESSION_SPENT_MESSAGE = "Too many wrong codes for this sign-in. Sign in again with your email and password.";

/** Counts a code try on the session of `token`; false when its budget is spent (nothing counted). */
export async function countCodeTry(db: Db, token: string): Promise<boolean> {
  const result = await db
    .updateTable("staff_sessions")
    .set((eb) => ({ code_tries: eb("code_tries", "+", 1) }))
    .where("token_hash", "=", digest(token))
    .where("code_tries", "<", SESSION_CODE_TRIES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
