/** One handle on the database and its tables, on SQLite or PostgreSQL. */
import { sql } from "kysely";
import { leadSourcesTable } from "../analytics/attribution";
import type { NewNotification } from "../notify/leads";
import { enqueueNotification, enqueueNotifications } from "../notify/outbox";
import { applicationsTable } from "./applications";
import { blogsTable } from "./blogs";
import { contactsTable } from "./contacts";
import { lockedTransaction, openDatabase, type Db, type StoreLocation } from "./db";
import { downloadsTable } from "./downloads";
import { filesTable } from "./files";
import { jobsTable } from "./jobs";
import type { Engine } from "./schema";

export type { StoreLocation } from "./db";
export type { Engine } from "./schema";

/** The tables, each bound to a database handle or to a transaction. */
export function tables(db: Db) {
  return {
    contacts: contactsTable(db),
    applications: applicationsTable(db),
    downloads: downloadsTable(db),
    jobs: jobsTable(db),
    blogs: blogsTable(db),
    files: filesTable(db),
    /** Each lead's source and the day's lead counts (issue 31); in the transaction that inserts the lead. */
    leadSources: leadSourcesTable(db),
    /** The mail about a lead; queue it in the transaction that inserts the lead (api/notify). */
    notifications: {
      enqueue: (notification: NewNotification) => enqueueNotification(db, notification),
      /** Several leads' mails in one statement (the contact form's group commit). */
      enqueueMany: (notifications: NewNotification[]) => enqueueNotifications(db, notifications),
    },
  };
}

export type Tables = ReturnType<typeof tables>;

export interface Store extends Tables {
  db: Db;
  engine: Engine;
  /** Runs `work` in one transaction: all of its writes commit together or none do. */
  transaction: <T>(work: (tx: Tables) => Promise<T>) => Promise<T>;
  /**
   * Like `transaction`, but only one caller at a time across every instance sharing the database
   * (an advisory lock on PostgreSQL, BEGIN IMMEDIATE on SQLite), for check-then-write work such as
   * seeding empty tables.
   */
  exclusive: <T>(work: (tx: Tables) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/** Advisory-lock key for `exclusive` (any fixed 64-bit number; Kysely's Migrator uses another). */
const EXCLUSIVE_LOCK = 7_316_542_019;

export async function openStore(location: StoreLocation): Promise<Store> {
  const { db, engine, close } = await openDatabase(location);
  const transaction = <T>(work: (tx: Tables) => Promise<T>) =>
    db.transaction().execute((trx) => work(tables(trx)));
  const exclusive = <T>(work: (tx: Tables) => Promise<T>): Promise<T> =>
    lockedTransaction(db, engine, [sql`select pg_advisory_xact_lock(${EXCLUSIVE_LOCK})`], (tx) => work(tables(tx)));
  return { ...tables(db), db, engine, transaction, exclusive, close };
}
