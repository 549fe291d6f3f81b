/**
 * One transaction that no other caller runs at the same time for the same email or the same client
 * (issue 28 §2): the throttle counts a try and checks its budgets inside it, so tries that arrive
 * together are counted one after the other, across every API instance on the database.
 *
 * PostgreSQL: transaction-scoped advisory locks, one per email and one per client, always taken in
 * that order (email first), so two tries never wait on each other in a circle. Two lock classes keep
 * emails and clients apart; a hash collision within a class only makes two unrelated tries wait in turn.
 * SQLite: BEGIN IMMEDIATE takes the file's write lock, which serialises every writer, other processes
 * on the same file included.
 */
import { sql } from "kysely";
import { lockedTransaction, type Db } from "../store/db";
import type { Engine } from "../store/schema";

/** Advisory-lock classes (the two-key form, a key space apart from the one-key locks used elsewhere). */
const EMAIL_LOCKS = 7316;
const CLIENT_LOCKS = 7317;

export function lockedForTry<T>(db: Db, engine: Engine, email: string, client: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return lockedTransaction(
    db,
    engine,
    [sql`select pg_advisory_xact_lock(${EMAIL_LOCKS}::int4, hashtext(${email}))`, sql`select pg_advisory_xact_lock(${CLIENT_LOCKS}::int4, hashtext(${client}))`],
    work,
  );
}
