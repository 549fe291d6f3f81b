/**
 * 0015 (issue 29): a job's closing date, `closes_at` (`YYYY-MM-DD`, the last day it is open in
 * Asia/Kolkata; null: no closing date). Plain nullable text on both engines, so existing jobs keep none.
 */
import type { Kysely, Migration } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const jobClosingDateMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("jobs").addColumn("closes_at", "text").execute();
  },
};
