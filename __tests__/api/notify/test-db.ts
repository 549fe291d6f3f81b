/**
 * A SQLite database in a temporary folder, opened through Kysely as the store will open it, with the
 * outbox migrated by Kysely's Migrator and a contacts table standing for the store's lead tables.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type Generated, type Migration } from "kysely";
import { enqueueNotification, outboxMigration, type OutboxTables } from "../../../api/notify";
import type { EnquiryLead } from "../../../api/notify/leads";

export interface TestTables extends OutboxTables {
  contacts: {
    id: Generated<number>;
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    message: string;
  };
}

export interface TestDb {
  file: string;
  db: Kysely<TestTables>;
  /** Another connection to the same file, as a second API process would have. */
  connect(): Kysely<TestTables>;
  /** Stores an enquiry and queues its notification in one transaction; returns the lead's id. */
  storeEnquiry(lead: EnquiryLead, now?: number, db?: Kysely<TestTables>): Promise<number>;
  close(): Promise<void>;
}

const contactsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("contacts")
      .addColumn("id", "integer", (column) => column.primaryKey())
      .addColumn("first_name", "text", (column) => column.notNull())
      .addColumn("last_name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("phone_number", "text", (column) => column.notNull())
      .addColumn("message", "text", (column) => column.notNull())
      .execute();
  },
};

function open(file: string): Kysely<TestTables> {
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  return new Kysely<TestTables>({ dialect: new SqliteDialect({ database }) });
}

export async function openTestDb(): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-notify-"));
  const file = path.join(dir, "agency.db");
  const db = open(file);
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () => ({ "0001_contacts": contactsMigration, "0002_outbox": outboxMigration("sqlite") }),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  const others: Kysely<TestTables>[] = [];
  return {
    file,
    db,
    connect() {
      const other = open(file);
      others.push(other);
      return other;
    },
    storeEnquiry: (lead, now = Date.now(), on = db) =>
      on.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("contacts")
          .values({
            first_name: lead.firstName,
            last_name: lead.lastName,
            email: lead.email,
            phone_number: lead.phoneNumber,
            message: lead.message,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await enqueueNotification(trx, { kind: "enquiry", leadId: row.id, lead }, now);
        return row.id;
      }),
    async close() {
      await Promise.all([db, ...others].map((each) => each.destroy()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
