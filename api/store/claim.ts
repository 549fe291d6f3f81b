/**
 * Claiming work from a queue table shared by every instance (for the notification outbox, issue 17):
 * each due row goes to one worker only, even with several API processes on one database.
 *
 * The table needs `id` (integer key), `next_attempt_at` (epoch ms; null when there is nothing left to
 * do) and `claimed_until` (epoch ms or null). A claim sets `claimed_until = now + leaseMs`: a worker
 * that dies mid-send frees its rows when the lease ends. One UPDATE … WHERE id IN (SELECT … LIMIT n)
 * RETURNING id claims them; on PostgreSQL the inner SELECT is FOR UPDATE SKIP LOCKED, so concurrent
 * claimers skip each other's rows instead of waiting or double-claiming; on SQLite the statement runs
 * under the file's write lock, which serialises claimers by itself.
 */
import { sql } from "kysely";
import type { Store } from "./index";

export interface ClaimOptions {
  table: string;
  /** Most rows to claim at once. */
  limit: number;
  /** How long a claim lasts, in ms. */
  leaseMs: number;
  now?: number;
}

/** Claims up to `limit` due, unclaimed rows, oldest due first; resolves with their ids. */
export async function claimDue(store: Store, { table, limit, leaseMs, now = Date.now() }: ClaimOptions): Promise<number[]> {
  const skipLocked = store.engine === "postgres" ? sql`for update skip locked` : sql``;
  const { rows } = await sql<{ id: number }>`
    update ${sql.table(table)} set claimed_until = ${now + leaseMs}
    where id in (
      select id from ${sql.table(table)}
      where next_attempt_at <= ${now} and (claimed_until is null or claimed_until <= ${now})
      order by next_attempt_at, id
      limit ${limit}
      ${skipLocked}
    )
    returning id`.execute(store.db);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
