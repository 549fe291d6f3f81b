/**
 * The analytics tables' later index changes (issue 31), each measured under the beacon's load
 * (docs/decisions/store.md): 0021 for the visits, 0022 for the page views. The tables themselves are
 * migration.ts's (0017).
 */
import type { Kysely, Migration } from "kysely";

/**
 * 0021_analytics_visitor_index: a visit's index holds its visitor alone, not (visitor, last_at). Every page
 * view of an ongoing visit moves its `last_at`, and with it, in the old index, an entry to another place
 * in the index: about a hundred scattered index pages rewritten per batch of views, a third of what a
 * batch wrote to the WAL (and on PostgreSQL no update of a visit could stay a heap-only tuple). The two
 * readers (a batch's visitors, a lead's visit) ask by visitor, and a visitor has a few visits a day.
 */
export const analyticsVisitorIndexMigration: Migration = {
  // Migrations see the database as it was then, not as the Database interface says it is now.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.dropIndex("analytics_visits_visitor").execute();
    await db.schema.createIndex("analytics_visits_visitor").on("analytics_visits").column("visitor_hash").execute();
  },
};

/**
 * 0022_analytics_pageviews_visitor_index: the page views' index is led by the visitor, `(visitor_hash, path)`,
 * instead of `(day, path, visitor_hash)`. Its one reader is a batch's question "which of these visitors have
 * already seen these pages today" (write-batch.ts). Led by the day, the index let PostgreSQL answer it by
 * reading every view of the day: today's date is never in the statistics of the last ANALYZE, so the planner
 * takes it for a handful of rows, scans the index by day alone and filters the rest, and the read grew with
 * the day (in the bench: 18,000 views read for 100 found, 2.5-3 ms a batch, the writer's costliest statement;
 * with a month of views and yesterday's statistics: 4.4 ms at 20,000 views of the day, 0.8 ms by visitor).
 * Led by the visitor, a day-specific hash, the index has nothing to scan by day: the read is a lookup per
 * visitor however long the day. The daily retention's deletes by day read the table through, once a day.
 */
export const analyticsPageviewsVisitorIndexMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.dropIndex("analytics_pageviews_day").execute();
    await db.schema.createIndex("analytics_pageviews_visitor").on("analytics_pageviews").columns(["visitor_hash", "path"]).execute();
  },
};
