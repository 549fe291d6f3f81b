/**
 * Counting a report (issue 30): the path's row gains one (or is made, while the table holds fewer than
 * PATH_CAP paths) and its referring host's row gains one (or is made, while the path has fewer than
 * REFERRER_CAP hosts). Every count changes by an update that adds in the database (`count = count + 1`,
 * or `insert … on conflict do update`), so reports arriving together are each counted once, on both
 * engines; the caps are checked in the same statement as the insert (values cast, so PostgreSQL knows their types in
 * `insert … select`).
 */
import { sql } from "kysely";
import type { Db } from "../store/db";
import type { NotFoundReport } from "./report-input";

/** Most paths kept: past it, a new path is not counted (known paths still are) until the sweep or staff remove some. */
export const PATH_CAP = 10_000;
/** Most referring hosts kept per path: past it, a new host is not counted (the path still is). */
export const REFERRER_CAP = 20;

export type RecordOutcome = "counted" | "full";

/** Adds one to the path (and its referring host); "full" when the path is new and the table at PATH_CAP. */
export async function recordReport(db: Db, report: NotFoundReport, at: Date, cap = PATH_CAP): Promise<RecordOutcome> {
  const now = at.toISOString();
  return db.transaction().execute(async (trx) => {
    let row = await trx
      .updateTable("not_found_paths")
      .set({ count: sql<number>`count + 1`, last_seen: now })
      .where("path", "=", report.path)
      .returning("id")
      .executeTakeFirst();
    if (!row) {
      // A new path, while there is room; two first reports at once meet in the conflict and add.
      row = await trx
        .insertInto("not_found_paths")
        .columns(["path", "count", "first_seen", "last_seen"])
        .expression(
          trx
            .selectNoFrom([sql<string>`cast(${report.path} as text)`.as("path"), sql<number>`1`.as("count"), sql<string>`cast(${now} as text)`.as("first_seen"), sql<string>`cast(${now} as text)`.as("last_seen")])
            .where((eb) => eb(eb.selectFrom("not_found_paths").select((e) => e.fn.countAll<number>().as("n")), "<", cap)),
        )
        .onConflict((oc) => oc.column("path").doUpdateSet({ count: sql<number>`not_found_paths.count + 1`, last_seen: now }))
        .returning("id")
        .executeTakeFirst();
    }
    if (!row) return "full";
    if (report.referrerHost) await countReferrer(trx, Number(row.id), report.referrerHost);
    return "counted";
  });
}

async function countReferrer(db: Db, pathId: number, host: string): Promise<void> {
  const known = await db
    .updateTable("not_found_referrers")
    .set({ count: sql<number>`count + 1` })
    .where("path_id", "=", pathId)
    .where("host", "=", host)
    .executeTakeFirst();
  if (Number(known.numUpdatedRows) > 0) return;
  await db
    .insertInto("not_found_referrers")
    .columns(["path_id", "host", "count"])
    .expression(
      db
        .selectNoFrom([sql<number>`cast(${pathId} as integer)`.as("path_id"), sql<string>`cast(${host} as text)`.as("host"), sql<number>`1`.as("count")])
        .where((eb) => eb(eb.selectFrom("not_found_referrers").select((e) => e.fn.countAll<number>().as("n")).where("path_id", "=", pathId), "<", REFERRER_CAP)),
    )
    .onConflict((oc) => oc.columns(["path_id", "host"]).doUpdateSet({ count: sql<number>`not_found_referrers.count + 1` }))
    .execute();
}
