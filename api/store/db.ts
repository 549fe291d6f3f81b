/**
 * Opens the store's database: SQLite through better-sqlite3 (WAL) by default, PostgreSQL through a
 * `pg` pool when a postgres:// URL is given. Both end as one Kysely<Database>, migrated to the latest
 * schema before anything reads it.
 */
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type RawBuilder, type SqliteDatabase } from "kysely";
import pg from "pg";
import { migrations } from "./migrations";
import type { Database, Engine } from "./schema";

export type Db = Kysely<Database>;

/** Where the store lives: a PostgreSQL URL, or else a SQLite file (":memory:" for a throwaway one). */
export interface StoreLocation {
  databaseUrl?: string;
  dbPath: string;
  /** Told when an idle PostgreSQL connection fails (for the log); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export interface Connection {
  db: Db;
  engine: Engine;
  close: () => Promise<void>;
}

export const engineOf = (location: StoreLocation): Engine => (location.databaseUrl ? "postgres" : "sqlite");

const INT8_OID = 20;

/**
 * pg returns bigint (count(*), the rate limit's millisecond times) as strings; every such number here
 * stays far below 2^53, so read them as numbers like SQLite does.
 */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

function openSqlite(file: string, readonly: boolean): BetterSqlite3.Database {
  if (file !== ":memory:" && !readonly) fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file, readonly ? { readonly: true, fileMustExist: true } : {});
  if (!readonly) {
    sqlite.pragma("journal_mode = WAL");
    // WAL + NORMAL survives a process crash; only a power loss may drop the last commits.
    sqlite.pragma("synchronous = NORMAL");
  }
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // Deleted and overwritten content is zeroed in the file, not only unlinked: an erased person's bytes
  // (a freed cell, an overflow page, an index entry) leave the pages too (issue 28 §3; api/privacy/purge.ts).
  sqlite.pragma("secure_delete = ON");
  return sqlite;
}

/** How many prepared statements a SQLite connection keeps (the least recently used go first). */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely's SQLite driver prepares every query anew; preparing was ~12% of a POST's CPU under load
 * (issue 22 §5). The same SQL text gets the same prepared statement back. better-sqlite3 runs a
 * statement to completion synchronously, so one is never in use twice at once (nothing here streams
 * rows with `iterate`), and SQLite re-prepares a statement by itself after a schema change.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text) => {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** The most connections a PostgreSQL pool opens unless told otherwise. */
const POOL_SIZE = 10;

export interface ConnectOptions {
  /** SQLite: open an existing file only, for reading. */
  readonly?: boolean;
  /** PostgreSQL: the most connections the pool opens (a helper writing one transaction at a time needs one). */
  poolSize?: number;
  /** PostgreSQL: the connections' application_name, which pg_stat_activity shows. */
  applicationName?: string;
}

/** Connects without migrating. */
export function connect(location: StoreLocation, { readonly = false, poolSize = POOL_SIZE, applicationName }: ConnectOptions = {}): Connection {
  if (location.databaseUrl) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: poolSize, types, application_name: applicationName });
    // An idle connection the server dropped (a restart, a failover) leaves the pool by itself; the
    // next query opens a new one. Without a listener the error would end the process.
    pool.on("error", (error) => location.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  const sqlite = openSqlite(location.dbPath, readonly);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

const isBusy = (error: unknown): boolean => /^SQLITE_BUSY/.test(String((error as { code?: unknown })?.code));

/** How long BEGIN IMMEDIATE waits for another connection's write transaction to end. */
const WRITE_LOCK_WAIT_MS = 30_000;

/**
 * BEGIN IMMEDIATE on a SQLite connection: takes the file's write lock now, waiting for another
 * connection or process that holds it. better-sqlite3 is synchronous, so its busy_timeout would
 * block this process's event loop, and with it a holder in the same process; so this waits between
 * tries without blocking (busy_timeout off while it tries).
 */
export async function beginImmediate(db: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
  await sql`pragma busy_timeout = 0`.execute(db);
  try {
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      try {
        await sql`begin immediate`.execute(db);
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  } finally {
    await sql`pragma busy_timeout = 5000`.execute(db);
  }
}

/**
 * Runs `work` as one transaction that no other caller holding the same locks runs at the same time, across
 * processes: on PostgreSQL the transaction-scoped advisory locks given (taken in the order given, so
 * callers that list them in one order never wait on each other in a circle); on SQLite the file's write
 * lock (BEGIN IMMEDIATE), which serialises every writer, other processes on the file included.
 */
export async function lockedTransaction<T>(db: Db, engine: Engine, advisoryLocks: readonly RawBuilder<unknown>[], work: (tx: Db) => Promise<T>): Promise<T> {
  if (engine === "postgres") {
    return db.transaction().execute(async (trx) => {
      for (const lock of advisoryLocks) await lock.execute(trx);
      return work(trx);
    });
  }
  // SQLite has one connection per process: BEGIN IMMEDIATE on it also keeps out other processes.
  return db.connection().execute(async (conn) => {
    await beginImmediate(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

const provider = (engine: Engine) => {
  const all = migrations(engine);
  return { getMigrations: async (): Promise<Record<string, Migration>> => all };
};

/**
 * Migrations written in parallel branches (0004 staff, 0005 notification outbox) may reach a database
 * in either order; each is independent of the others, so one that sorts before the last applied one
 * still runs instead of stopping the start.
 */
const ORDER = { allowUnorderedMigrations: true } as const;

/**
 * Brings the schema up to date. On PostgreSQL Kysely's Migrator holds an advisory lock, so a second
 * instance waits and then finds nothing to do. Kysely takes no lock on SQLite (it only serialises
 * one process's connection), so there the whole run happens inside BEGIN IMMEDIATE: the file's write
 * lock is held from before the applied migrations are read until they commit, and another process
 * opening the same file waits (busy_timeout), then finds nothing to do. A failure rolls back whole.
 */
export async function migrate(connection: Connection): Promise<void> {
  const fail = (error: unknown): never => {
    throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  };
  if (connection.engine === "postgres") {
    const migrator = new Migrator({ db: connection.db, provider: provider("postgres"), ...ORDER });
    const { error } = await migrator.migrateToLatest();
    if (error) fail(error);
    return;
  }
  await connection.db.connection().execute(async (db) => {
    await beginImmediate(db);
    try {
      const migrator = new Migrator({ db, provider: provider("sqlite"), disableTransactions: true, ...ORDER });
      const { error } = await migrator.migrateToLatest();
      if (error) fail(error);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  });
}

/** Connects and migrates. */
export async function openDatabase(location: StoreLocation): Promise<Connection> {
  const connection = connect(location);
  try {
    await migrate(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}
