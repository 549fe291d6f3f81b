/** Opens the SQLite database in WAL mode and brings its schema up to date. */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations";

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // WAL + NORMAL survives a process crash; only a power loss may drop the last commits.
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}

/** Opens an existing database read-only (for the leads command); null if it does not exist yet. */
export function openDatabaseReadOnly(file: string): Db | null {
  if (!fs.existsSync(file)) return null;
  return new Database(file, { readonly: true, fileMustExist: true });
}
