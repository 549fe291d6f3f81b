/**
 * Copies a SQLite store (rows and files) into PostgreSQL:
 *   npm run db:copy -- --to "$DATABASE_URL" [--from api/.data/agency.db] [--uploads api/.data/uploads]
 * --from defaults to API_DB_PATH, --uploads to API_UPLOAD_DIR. The SQLite file is brought up to the
 * current schema first, as the API would at start (résumés still in the uploads folder move into it).
 * Rows keep their ids; a row or file the target has already is left alone, so running it twice
 * changes nothing. Rate-limit counters are not copied (they last a minute). The notification outbox
 * is: a mail that waited in SQLite is sent by the API on PostgreSQL, and a sent one is not sent again.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { loadConfig } from "./config";
import { openStore, type Store } from "./store";
import { importLegacyResumes } from "./store/legacy";
import type { Database } from "./store/schema";

const USAGE =
  'Usage: npm run db:copy -- --to "$DATABASE_URL" [--from <SQLite file>] [--uploads <old résumé folder>]';

/** Tables in an order that respects what refers to what; each with its key. */
const TABLES = [
  { name: "jobs", key: ["id"] },
  { name: "blogs", key: ["id"] },
  { name: "files", key: ["kind", "name"] },
  { name: "contacts", key: ["id"] },
  { name: "job_applications", key: ["id"] },
  { name: "case_study_downloads", key: ["id"] },
  // Staff accounts and the audit log move too; sessions and sign-in failures are left behind.
  { name: "staff_users", key: ["id"] },
  // The second factor's recovery codes (hashed) go with their accounts (issue 22).
  { name: "staff_recovery_codes", key: ["id"] },
  { name: "audit_log", key: ["id"] },
  // The leads' mails, sent or not: with the leads' ids kept, the PostgreSQL API sends what still waits.
  { name: "notification_outbox", key: ["id"] },
  // Privacy requests (issue 25) and the days the privacy sweep ran.
  { name: "privacy_requests", key: ["id"] },
  { name: "privacy_sweeps", key: ["day"] },
] as const satisfies readonly { name: keyof Database; key: readonly string[] }[];

type TableName = (typeof TABLES)[number]["name"];

/** Rows per INSERT; files are copied a few at a time (up to 5 MB each). */
const BATCH = { files: 10, other: 500 } as const;

export interface CopyReport {
  table: TableName;
  source: number;
  copied: number;
}

async function copyTable(source: Store, target: Store, table: (typeof TABLES)[number]): Promise<CopyReport> {
  const rows = await source.db.selectFrom(table.name as "contacts").selectAll().execute();
  const before = await count(target, table.name);
  const size = table.name === "files" ? BATCH.files : BATCH.other;
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    await target.db
      .insertInto(table.name as "contacts")
      .values(batch as never)
      .onConflict((oc) => oc.columns([...table.key] as never).doNothing())
      .execute();
  }
  if (table.key[0] === "id") {
    // Rows came with their ids: move the identity sequence past them, so new rows get fresh ones.
    await sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce((select max(id) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
      target.db,
    );
  }
  return { table: table.name, source: rows.length, copied: (await count(target, table.name)) - before };
}

async function count(store: Store, table: TableName): Promise<number> {
  const row = await store.db
    .selectFrom(table as "contacts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Copies everything; the target is migrated first. Each table is copied in one transaction. */
export async function copyStore(options: { from: string; uploads: string; to: string }): Promise<CopyReport[]> {
  const source = await openStore({ dbPath: options.from });
  try {
    await importLegacyResumes(source, options.uploads);
    const target = await openStore({ databaseUrl: options.to, dbPath: ":memory:" });
    try {
      const reports: CopyReport[] = [];
      for (const table of TABLES) {
        reports.push(
          await target.db.transaction().execute((trx) => copyTable(source, { ...target, db: trx }, table)),
        );
      }
      return reports;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

export async function runCopy(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  let values: { to?: string; from?: string; uploads?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { to: { type: "string" }, from: { type: "string" }, uploads: { type: "string" } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (!values.to || !/^postgres(ql)?:\/\/./.test(values.to)) {
    process.stderr.write(`--to must be a postgres:// URL.\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig({ ...env, DATABASE_URL: "" });
  const from = values.from ?? config.dbPath;
  if (!fs.existsSync(from)) {
    process.stderr.write(`No SQLite store at ${from} (set --from or API_DB_PATH).\n`);
    return 1;
  }
  const reports = await copyStore({ from, uploads: values.uploads ?? config.uploadDir, to: values.to });
  for (const { table, source, copied } of reports) {
    write(`${table.padEnd(22)} ${String(source).padStart(7)} in SQLite  ${String(copied).padStart(7)} copied  ${String(source - copied).padStart(7)} already there\n`);
  }
  return 0;
}

if (require.main === module) {
  runCopy(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
