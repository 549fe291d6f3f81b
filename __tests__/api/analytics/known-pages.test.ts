/**
 * A batch of page views asks which pages its visitors have already seen today (issue 31, write-batch.ts,
 * `knownPagesQuery`). That read is a lookup by visitor however many views the day holds, on both engines:
 * its plan goes through the visitors' index (migration 0022), never through the whole day's views. On
 * PostgreSQL the statistics are made as a live site's are: the last ANALYZE saw the past 30 days, not
 * today, whose date the planner then takes for a handful of rows.
 */
import { CompiledQuery, sql } from "kysely";
import { knownPagesQuery } from "../../../api/analytics/write-batch";
import { openStore, type Engine, type Store } from "../../../api/store";
import { freshStore, TEST_ENGINES } from "../helpers";

const TODAY = "2026-11-29";
const PATHS = ["/", "/services", "/about-us", "/case-studies", "/contact-us", "/career", "/blog", "/privacy"];
/** Each past day's visitors (each views every page); today's. */
const PAST_VISITORS = 50;
const TODAY_VISITORS = 250;

/** `visitors` visitors of `day`, each viewing every page (a visitor's hash is the day's own, as the salt makes it). */
function viewsSql(engine: Engine, day: string, visitors: number) {
  const rows =
    engine === "postgres"
      ? sql`select v, p from generate_series(1, ${visitors}) as v, generate_series(1, ${PATHS.length}) as p`
      : sql`with recursive v(v) as (select 1 union all select v + 1 from v where v < ${visitors}),
                          p(p) as (select 1 union all select p + 1 from p where p < ${PATHS.length})
            select v, p from v, p`;
  const pathOf = sql.raw(`case p ${PATHS.map((path, i) => `when ${i + 1} then '${path}'`).join(" ")} end`);
  return sql`insert into analytics_pageviews (at, day, path, visit_id, visitor_hash)
    select ${`${day}T06:00:00.000Z`}, ${day}, ${pathOf}, v, ${`${day}-visitor-`} || v from (${rows}) as grid`;
}

const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_ENGINES)("a batch's read of the pages its visitors have seen (%s)", (engine: Engine) => {
  let location: Awaited<ReturnType<typeof freshStore>>;
  let store: Store;

  beforeAll(async () => {
    location = await freshStore(engine);
    store = await openStore(location);
    for (let n = 30; n >= 1; n--) await viewsSql(engine, dayBefore(TODAY, n), PAST_VISITORS).execute(store.db);
    // The statistics as of last night (PostgreSQL's autovacuum; the app never analyses a SQLite file).
    if (engine === "postgres") await sql`analyze analytics_pageviews`.execute(store.db);
    await viewsSql(engine, TODAY, TODAY_VISITORS).execute(store.db);
  });
  afterAll(async () => {
    await store.close();
    await location.drop();
  });

  const visitors = Array.from({ length: 100 }, (_, i) => `${TODAY}-visitor-${i + 1}`);

  it("finds each visitor's pages of the day", async () => {
    const rows = await knownPagesQuery(store.db, TODAY, ["/", "/blog"], [...visitors.slice(0, 3), "someone-new"]).execute();
    const found = rows.map((row) => `${row.visitor_hash} ${row.path}`).sort();
    expect(found).toEqual(visitors.slice(0, 3).flatMap((visitor) => [`${visitor} /`, `${visitor} /blog`]).sort());
  });

  it("looks the visitors up in their index instead of reading the day's views", async () => {
    const query = knownPagesQuery(store.db, TODAY, PATHS, visitors).compile();
    if (engine === "postgres") {
      const { rows } = await store.db.executeQuery<{ "QUERY PLAN": unknown }>(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
      const nodes: { type: string; index?: string }[] = [];
      const walk = (node: Record<string, unknown>) => {
        nodes.push({ type: String(node["Node Type"]), index: node["Index Name"] as string | undefined });
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk((rows[0]["QUERY PLAN"] as { Plan: Record<string, unknown> }[])[0].Plan);
      expect(nodes.filter((node) => node.index).map((node) => node.index)).toEqual(["analytics_pageviews_visitor"]);
      expect(nodes.filter((node) => node.type === "Seq Scan")).toEqual([]);
    } else {
      const { rows } = await store.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
      const details = rows.map((row) => row.detail);
      expect(details.some((detail) => /USING (COVERING )?INDEX analytics_pageviews_visitor \(visitor_hash=\?/.test(detail))).toBe(true);
      expect(details.filter((detail) => /^SCAN analytics_pageviews/.test(detail))).toEqual([]);
    }
  });
});
