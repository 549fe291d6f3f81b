/**
 * Analytics retention (issue 31) through the daily privacy sweep, on both engines: a past day's salt is
 * deleted and its visitor hashes set to null; raw visits and page views go after 30 days; daily totals
 * after 2 years. Views are counted through the real API on each day (its clock moved), then swept.
 */
import { sweep } from "../../../api/privacy/sweep";
import { readRetention } from "../../../shared/retention";
import { SITE_ORIGIN, TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { beacon, viewsStored } from "./analytics-helpers";

jest.setTimeout(60_000);

const TODAY = "2026-11-20";
/** Each day a view is counted on, and what the sweep as of TODAY must leave of it. */
const DAYS = [
  { day: "2024-11-19", raw: false, totals: false }, // 2 years and a day
  { day: "2024-11-20", raw: false, totals: true }, // exactly 2 years
  { day: "2026-10-20", raw: false, totals: true }, // 31 days
  { day: "2026-10-21", raw: true, totals: true }, // 30 days
  { day: "2026-11-19", raw: true, totals: true }, // yesterday: its salt and hashes go
  { day: TODAY, raw: true, totals: true }, // today: its salt and hashes stay
];

describe.each(TEST_ENGINES)("analytics retention (%s)", (engine) => {
  let server: TestServer;
  let clock = new Date();

  beforeAll(async () => {
    server = await startServer(engine, { now: () => clock });
    for (const [i, { day }] of DAYS.entries()) {
      clock = new Date(`${day}T06:00:00.000Z`); // 11:30 in Kolkata, the same day
      await beacon(server, { url: `${SITE_ORIGIN}/services?utm_source=day-${i}` });
      await viewsStored(server, i + 1);
    }
  });
  afterAll(async () => server.close());

  it("keeps raw views 30 days, totals 2 years, and forgets every past day's salt and visitor hashes", async () => {
    const before = await server.rows<{ day: string }>("SELECT day FROM analytics_salts ORDER BY day");
    expect(before.map((row) => row.day)).toEqual(DAYS.map(({ day }) => day));

    const summary = await sweep(server.db, readRetention({}), TODAY, "test sweep");
    expect(summary.analytics).toEqual({ salts: 5, hashesForgotten: 4, rawDeleted: 6, totalsDeleted: 4 });

    const days = async (query: string) => (await server.rows<{ day: string }>(query)).map((row) => row.day);
    expect(await days("SELECT day FROM analytics_salts")).toEqual([TODAY]);
    const raw = DAYS.filter((d) => d.raw).map((d) => d.day);
    expect(await days("SELECT day FROM analytics_pageviews ORDER BY day")).toEqual(raw);
    expect(await days("SELECT day FROM analytics_visits ORDER BY day")).toEqual(raw);
    expect(await days("SELECT day FROM analytics_pageviews WHERE visitor_hash IS NOT NULL")).toEqual([TODAY]);
    expect(await days("SELECT day FROM analytics_visits WHERE visitor_hash IS NOT NULL")).toEqual([TODAY]);
    const kept = DAYS.filter((d) => d.totals).map((d) => d.day);
    for (const table of ["analytics_daily", "analytics_daily_pages", "analytics_daily_sources", "analytics_daily_entries"]) {
      expect(await days(`SELECT day FROM ${table} ORDER BY day`)).toEqual(kept);
    }

    // The API counts on: today's visitor is still known by today's salt (the same visit), and a second sweep finds nothing.
    clock = new Date(`${TODAY}T06:10:00.000Z`);
    await beacon(server, { url: `${SITE_ORIGIN}/contact-us` });
    await viewsStored(server, raw.length + 1);
    const today = await server.rows<{ visits: number; visitors: number }>(`SELECT visits, visitors FROM analytics_daily WHERE day = '${TODAY}'`);
    expect(today.map((row) => ({ visits: Number(row.visits), visitors: Number(row.visitors) }))).toEqual([{ visits: 1, visitors: 1 }]);
    expect((await sweep(server.db, readRetention({}), TODAY, "test sweep")).analytics).toEqual({ salts: 0, hashesForgotten: 0, rawDeleted: 0, totalsDeleted: 0 });
  });
});
