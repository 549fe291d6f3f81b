/** Reading the publishing tables (migration.ts) for the staff API and the builder. */
import { sql, type Selectable } from "kysely";
import { lockedTransaction, type Db } from "../store/db";
import type { Engine } from "../store/schema";
import type { Build } from "../../shared/site-build";
import type { PointerName, SiteBuildsTable } from "./migration";

export type { Build } from "../../shared/site-build";

type BuildRow = Selectable<SiteBuildsTable>;

export const toBuild = (row: BuildRow): Build => ({
  id: Number(row.id),
  target: row.target,
  status: row.status,
  commit: row.commit,
  requestedBy: row.requested_by,
  requestedAt: row.requested_at,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  error: row.error,
  log: row.log,
  dirty: row.dirty === null ? null : Boolean(row.dirty),
  contentHash: row.content_hash,
  step: row.step,
  reusedFrom: row.reused_from === null ? null : Number(row.reused_from),
  kept: Boolean(row.kept),
  liveAt: row.live_at,
  liveBy: row.live_by,
  firstSite: Number(row.id) === 0,
  refresh: Boolean(row.refresh),
  refreshOf: row.refresh_of === null ? null : Number(row.refresh_of),
});

export async function buildById(db: Db, id: number): Promise<Build | null> {
  const row = await db.selectFrom("site_builds").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toBuild(row as BuildRow) : null;
}

export async function buildPage(db: Db, page: number, size: number): Promise<{ items: Build[]; total: number }> {
  const rows = await db
    .selectFrom("site_builds")
    .selectAll()
    .orderBy("id", "desc")
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const { n } = await db.selectFrom("site_builds").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { items: rows.map((row) => toBuild(row as BuildRow)), total: Number(n) };
}

export async function pointedBuild(db: Db, name: PointerName): Promise<Build | null> {
  const pointer = await db.selectFrom("site_pointers").select("build_id").where("name", "=", name).executeTakeFirst();
  return pointer ? buildById(db, Number(pointer.build_id)) : null;
}

/** Advisory-lock key for the queue's check-then-insert (any fixed number other than the store's). */
const QUEUE_LOCK = 7_316_542_023;

/** Runs `work` as one transaction that only one caller at a time runs, across instances. */
export function queueTransaction<T>(db: Db, engine: Engine, work: (tx: Db) => Promise<T>): Promise<T> {
  return lockedTransaction(db, engine, [sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`], work);
}
