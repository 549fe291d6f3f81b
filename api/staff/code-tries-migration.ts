/**
 * Migration 0009_session_code_tries (issue 28 §2): a half-signed-in session counts the codes tried on
 * it, so that however many arrive at once, and from however many addresses, at most
 * SESSION_CODE_TRIES are checked (second-factor/session-budget.ts).
 */
import type { Kysely, Migration } from "kysely";

// The database as it was when this migration shipped, not as the Database interface says it is now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const sessionCodeTriesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("staff_sessions").addColumn("code_tries", "integer", (c) => c.notNull().defaultTo(0)).execute();
  },
};
