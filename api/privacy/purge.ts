/**
 * After an erasure, the erased bytes leave the database's files too (issue 28 §3), not only its rows.
 *
 * SQLite: every API connection runs with `secure_delete = ON` (api/store/db.ts), so a deleted or
 * overwritten cell, a freed overflow page (a résumé, a long message) and an index entry are zeroed in
 * the page itself. The older copies of those pages still sit in the write-ahead log until a checkpoint
 * copies the new pages into the file; `wal_checkpoint(TRUNCATE)` does that and empties the WAL.
 *
 * PostgreSQL: an UPDATE or DELETE leaves the old row version in the table until VACUUM removes it, and
 * a plain VACUUM only marks its space free: the bytes stay in the table's file until a new row happens
 * to overwrite them (the test found them there). So the tables an erasure touched get VACUUM FULL once
 * it is done, which writes each table anew without the dead rows (outside any transaction; it locks the
 * table while it runs, a moment for tables of this size). What PostgreSQL still holds after that (WAL
 * segments, backups) is in docs/privacy.md.
 */
import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../store/db";
import { PRIVACY_KINDS, type ErasedCounts } from "./kinds";

/** Every table an erasure writes to (the leads, their résumés, mails, the audit log, requests, sources). */
export const ERASURE_TABLES = [
  "contacts",
  "job_applications",
  "case_study_downloads",
  "files",
  "notification_outbox",
  "audit_log",
  "privacy_requests",
  "lead_attributions",
] as const;

export type ErasureTable = (typeof ERASURE_TABLES)[number];

/** The tables an erasure of these counts wrote to: the erased kinds' tables (and résumés), mails, audit log. */
export function tablesFor(erased: ErasedCounts, also: readonly ErasureTable[] = []): ErasureTable[] {
  const kinds = PRIVACY_KINDS.filter((kind) => erased[kind.kind] > 0);
  if (kinds.length === 0) return [...also];
  const leads = kinds.map((kind) => kind.table);
  const files: ErasureTable[] = erased.applications > 0 ? ["files"] : [];
  return [...new Set<ErasureTable>([...leads, ...files, "notification_outbox", "audit_log", "lead_attributions", ...also])];
}

export interface PurgeResult {
  engine: "sqlite" | "postgres";
  /** SQLite: the WAL was emptied; PostgreSQL: every table was vacuumed (false: see the log). */
  complete: boolean;
}

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** How long the checkpoint keeps trying while another process reads or writes the file. */
const CHECKPOINT_WAIT_MS = 10_000;

/**
 * Checkpoints the WAL into the database file and truncates it. Another process's open read or write
 * makes it busy: it then tries again without blocking this process's event loop (busy_timeout off
 * while it tries, as in beginImmediate), for up to CHECKPOINT_WAIT_MS.
 */
async function checkpoint(db: Db): Promise<boolean> {
  const deadline = Date.now() + CHECKPOINT_WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const done = await db.connection().execute(async (conn) => {
      await sql`pragma busy_timeout = 0`.execute(conn);
      try {
        const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(conn);
        return rows.length > 0 && Number(rows[0].busy) === 0;
      } catch (error) {
        if (/^SQLITE_BUSY|^SQLITE_LOCKED/.test(String((error as { code?: unknown })?.code))) return false;
        throw error;
      } finally {
        await sql`pragma busy_timeout = 5000`.execute(conn);
      }
    });
    if (done) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Removes what is left of erased values in the storage of the given tables. Call it on the database
 * itself (never a transaction), after the erasure has committed.
 */
export async function purgeErased(db: Db, tables: readonly ErasureTable[] = ERASURE_TABLES): Promise<PurgeResult> {
  if (isPostgres(db)) {
    if (db.isTransaction) throw new Error("purgeErased: VACUUM cannot run inside a transaction");
    let complete = true;
    for (const table of new Set(tables)) {
      // The erasure has committed whatever happens here: a failure (a lock that does not come, a role
      // that does not own the table) is reported, not thrown, and the next erasure vacuums again.
      complete = (await sql`vacuum full ${sql.table(table)}`.execute(db).then(() => true, () => false)) && complete;
    }
    return { engine: "postgres", complete };
  }
  return { engine: "sqlite", complete: await checkpoint(db) };
}
