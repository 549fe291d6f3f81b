/**
 * Writes a batch of page views (issue 31) in one transaction: reads what the store holds about the
 * batch's visitors, plans the batch (batch-plan.ts), then inserts the new visits and the page views,
 * extends the visits they continue and adds to the daily totals with upserts (`+ n` on this side's own
 * columns only; the lead counts belong to the attribution side, which adds to the same rows).
 *
 * Every instance's batches take one lock (an advisory lock on PostgreSQL, the file's write lock on
 * SQLite), so two instances never both start a visit for one visitor: each view is counted once.
 */
import { sql } from "kysely";
import type { Engine } from "../store";
import { lockedTransaction, type Db } from "../store/db";
import { knownKey, planBatch, type Known, type Plan } from "./batch-plan";
import type { PageView } from "./page-view";

/** Advisory-lock key for the analytics writer (any fixed 64-bit number of its own). */
const ANALYTICS_LOCK = 3_117_605_221;
/** Rows per statement: well within both engines' parameter limits. */
const CHUNK = 200;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Which of `paths` each of `visitors` has already viewed on `day` (a page's visitors count once a day). Read
 * by the visitor, a day-specific hash, through `analytics_pageviews_visitor` (migration 0022): a lookup per
 * visitor, never a read of the whole day's views.
 */
export function knownPagesQuery(tx: Db, day: string, paths: readonly string[], visitors: readonly string[]) {
  return tx
    .selectFrom("analytics_pageviews")
    .select(["visitor_hash", "path"])
    .distinct()
    .where("visitor_hash", "in", visitors)
    .where("path", "in", paths)
    .where("day", "=", day);
}

/** What the store already holds about the batch's visitors. */
async function readKnown(tx: Db, batch: readonly PageView[]): Promise<Known> {
  const known: Known = { latest: new Map(), sources: new Set(), pages: new Set() };
  const visitors = [...new Set(batch.map((view) => view.visitor))];
  for (const part of chunks(visitors)) {
    const visits = await tx
      .selectFrom("analytics_visits")
      .select(["id", "visitor_hash", "last_at", "source", "medium", "campaign"])
      .where("visitor_hash", "in", part)
      .execute();
    for (const visit of visits) {
      const visitor = visit.visitor_hash ?? "";
      const latest = known.latest.get(visitor);
      if (!latest || visit.last_at > latest.lastAt) known.latest.set(visitor, { id: Number(visit.id), visitor, lastAt: visit.last_at });
      known.sources.add(knownKey.source(visitor, visit.source, visit.medium, visit.campaign));
    }
  }
  const seen = [...known.latest.keys()];
  if (seen.length === 0) return known;
  for (const day of new Set(batch.map((view) => view.day))) {
    const paths = [...new Set(batch.filter((view) => view.day === day).map((view) => view.path))];
    for (const pathPart of chunks(paths)) {
      for (const visitorPart of chunks(seen)) {
        const rows = await knownPagesQuery(tx, day, pathPart, visitorPart).execute();
        for (const row of rows) known.pages.add(knownKey.page(row.visitor_hash ?? "", day, row.path));
      }
    }
  }
  return known;
}

/** Inserts the plan's new visits; returns each one's id by its key. */
async function insertVisits(tx: Db, plan: Plan): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(plan.newVisits)) {
    const rows = await tx
      .insertInto("analytics_visits")
      .values(
        part.map((v) => ({
          day: v.day,
          visitor_hash: v.visitor,
          started_at: v.startedAt,
          last_at: v.lastAt,
          entry_path: v.entryPath,
          source: v.source,
          medium: v.medium,
          campaign: v.campaign,
          term: v.term,
          content: v.content,
          referrer_host: v.referrerHost,
          pageviews: v.pageviews,
        })),
      )
      .returning(["id", "visitor_hash", "started_at"])
      .execute();
    // A visitor starts at most one visit at a given moment: (visitor, start) names a new visit.
    const byStart = new Map(rows.map((row) => [`${row.visitor_hash}\0${row.started_at}`, Number(row.id)]));
    for (const v of part) {
      const id = byStart.get(`${v.visitor}\0${v.startedAt}`);
      if (id === undefined) throw new Error("a new visit was not returned");
      ids.set(v.key, id);
    }
  }
  return ids;
}

/**
 * Lets the event loop answer the requests waiting between two steps of a batch: on SQLite every
 * statement runs synchronously, and a batch's steps back to back would hold every beacon's 202 back.
 */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Extends the stored visits the batch continues: one statement per chunk, whatever the number of visits. */
async function extendVisits(tx: Db, plan: Plan): Promise<void> {
  for (const part of chunks([...plan.extended])) {
    const lastAt = sql.join(part.map(([id, change]) => sql`when ${id} then ${change.lastAt}`), sql` `);
    const added = sql.join(part.map(([id, change]) => sql`when ${id} then cast(${change.pageviews} as integer)`), sql` `);
    await tx
      .updateTable("analytics_visits")
      .set({ last_at: sql`case id ${lastAt} end`, pageviews: sql`pageviews + case id ${added} end` })
      .where("id", "in", part.map(([id]) => id))
      .execute();
  }
}

/** Adds the plan's daily totals: insert, or add to the row already there. */
async function addTotals(tx: Db, plan: Plan): Promise<void> {
  // The lead counts start at 0 here and are only ever added to by the attribution side.
  for (const part of chunks([...plan.daily.values()])) {
    await tx
      .insertInto("analytics_daily")
      .values(part.map((row) => ({ ...row, enquiries: 0, applications: 0, downloads: 0 })))
      .onConflict((oc) =>
        oc.column("day").doUpdateSet({
          visitors: sql`analytics_daily.visitors + excluded.visitors`,
          visits: sql`analytics_daily.visits + excluded.visits`,
          pageviews: sql`analytics_daily.pageviews + excluded.pageviews`,
        }),
      )
      .execute();
  }
  for (const part of chunks([...plan.pages.values()])) {
    await tx
      .insertInto("analytics_daily_pages")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "path"]).doUpdateSet({
          pageviews: sql`analytics_daily_pages.pageviews + excluded.pageviews`,
          visitors: sql`analytics_daily_pages.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
  for (const part of chunks([...plan.sources.values()])) {
    await tx
      .insertInto("analytics_daily_sources")
      .values(part.map((row) => ({ ...row, leads: 0 })))
      .onConflict((oc) =>
        oc.columns(["day", "source", "medium", "campaign"]).doUpdateSet({
          visits: sql`analytics_daily_sources.visits + excluded.visits`,
          visitors: sql`analytics_daily_sources.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
  for (const part of chunks([...plan.entries.values()])) {
    await tx
      .insertInto("analytics_daily_entries")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "path"]).doUpdateSet({ visits: sql`analytics_daily_entries.visits + excluded.visits` }))
      .execute();
  }
  for (const part of chunks([...plan.referrers.values()])) {
    await tx
      .insertInto("analytics_daily_referrers")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "host"]).doUpdateSet({ visits: sql`analytics_daily_referrers.visits + excluded.visits` }))
      .execute();
  }
}

/** Stores a batch of page views, in arrival order, in one transaction. */
export async function writeBatch(db: Db, engine: Engine, batch: readonly PageView[]): Promise<void> {
  if (batch.length === 0) return;
  await lockedTransaction(db, engine, [sql`select pg_advisory_xact_lock(${ANALYTICS_LOCK})`], async (tx) => {
    const plan = planBatch(batch, await readKnown(tx, batch));
    await yieldTurn();
    const newIds = await insertVisits(tx, plan);
    await yieldTurn();
    await extendVisits(tx, plan);
    await yieldTurn();
    const rows = plan.views.map(({ view, visit }) => ({
      at: view.at,
      day: view.day,
      path: view.path,
      visit_id: typeof visit === "number" ? visit : (newIds.get(visit) ?? 0),
      visitor_hash: view.visitor,
    }));
    for (const part of chunks(rows)) await tx.insertInto("analytics_pageviews").values(part).execute();
    await yieldTurn();
    await addTotals(tx, plan);
  });
}
