/** @jest-environment node */
/**
 * GET /staff/analytics (issue 31): the dashboard's figures from the daily totals, on both engines:
 * totals, every day of the range (zeros where nothing), the top lists' order, conversion rates, leads by
 * kind, the range's checks (422), and who may see it.
 */
import type { Insertable } from "kysely";
import type { AnalyticsDailySourcesTable, AnalyticsDailyTable } from "../../../api/analytics/migration";
import { TOP_LIMIT, type AnalyticsDashboard } from "../../../shared/analytics-dashboard";
import { TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { addStaff, signIn, staffClient, staffFetch, type StaffClient } from "../staff-helpers";

jest.setTimeout(120_000);

/** 2026-11-20 17:00 IST: "today" on the site is 2026-11-20. */
const NOW = new Date("2026-11-20T11:30:00.000Z");

const DAILY: Insertable<AnalyticsDailyTable>[] = [
  { day: "2026-11-01", visitors: 40, visits: 50, pageviews: 120, enquiries: 2, applications: 1, downloads: 0 },
  { day: "2026-11-03", visitors: 10, visits: 12, pageviews: 30, enquiries: 0, applications: 0, downloads: 3 },
  { day: "2026-11-04", visitors: 5, visits: 5, pageviews: 9, enquiries: 1, applications: 0, downloads: 0 },
  // Outside the range asked for below: must not count.
  { day: "2026-10-31", visitors: 999, visits: 999, pageviews: 999, enquiries: 9, applications: 9, downloads: 9 },
  { day: "2026-11-05", visitors: 999, visits: 999, pageviews: 999, enquiries: 9, applications: 9, downloads: 9 },
];

const source = (day: string, source: string, medium: string, campaign: string, visitors: number, leads: number): Insertable<AnalyticsDailySourcesTable> =>
  ({ day, source, medium, campaign, visits: visitors + 1, visitors, leads });

async function seed(server: TestServer) {
  const { db } = server;
  await db.insertInto("analytics_daily").values(DAILY).execute();
  await db
    .insertInto("analytics_daily_pages")
    .values([
      { day: "2026-11-01", path: "/", pageviews: 60, visitors: 30 },
      { day: "2026-11-03", path: "/", pageviews: 10, visitors: 8 },
      { day: "2026-11-01", path: "/services", pageviews: 40, visitors: 20 },
      { day: "2026-11-04", path: "/services", pageviews: 30, visitors: 5 },
      { day: "2026-11-01", path: "/contact-us", pageviews: 20, visitors: 19 },
      { day: "2026-11-05", path: "/contact-us", pageviews: 500, visitors: 500 },
      // Same views as /services (70): more visitors ranks first.
      { day: "2026-11-03", path: "/blog", pageviews: 70, visitors: 40 },
    ])
    .execute();
  await db
    .insertInto("analytics_daily_sources")
    .values([
      source("2026-11-01", "linkedin", "social", "launch", 20, 3),
      source("2026-11-03", "linkedin", "social", "launch", 5, 1),
      source("2026-11-01", "google.com", "", "", 15, 0),
      source("2026-11-01", "direct", "", "", 5, 2),
      source("2026-11-04", "newsletter", "email", "", 0, 1),
      // One visitor who sent two leads (an enquiry and a download): the rate stops at 1.
      source("2026-11-04", "partner.example", "", "", 1, 2),
      source("2026-11-05", "spam", "", "", 900, 0),
    ])
    .execute();
  await db
    .insertInto("analytics_daily_entries")
    .values([
      { day: "2026-11-01", path: "/", visits: 30 },
      { day: "2026-11-03", path: "/", visits: 5 },
      { day: "2026-11-01", path: "/blog", visits: 12 },
      { day: "2026-11-04", path: "/about", visits: 12 },
    ])
    .execute();
  await db
    .insertInto("analytics_daily_referrers")
    .values([
      { day: "2026-11-01", host: "www.linkedin.com", visits: 7 },
      { day: "2026-11-03", host: "www.google.com", visits: 4 },
      { day: "2026-11-04", host: "www.google.com", visits: 4 },
      { day: "2026-10-31", host: "old.example", visits: 100 },
    ])
    .execute();
}

describe.each(TEST_ENGINES)("GET /staff/analytics on %s", (engine) => {
  let server: TestServer;
  let marketing: StaffClient;
  beforeAll(async () => {
    server = await startServer(engine, { now: () => NOW });
    await seed(server);
    marketing = await staffClient(server, "marketing");
  });
  afterAll(() => server.close());

  const get = (query: string) => marketing.json<AnalyticsDashboard>(`/staff/analytics${query}`);

  it("sums the range's days, fills every day, and counts leads by kind", async () => {
    const { status, body } = await get("?from=2026-11-01&to=2026-11-04");
    expect(status).toBe(200);
    expect(body.from).toBe("2026-11-01");
    expect(body.to).toBe("2026-11-04");
    const inRange = DAILY.filter((d) => d.day >= "2026-11-01" && d.day <= "2026-11-04");
    const total = (key: "visitors" | "visits" | "pageviews" | "enquiries" | "applications" | "downloads") => inRange.reduce((n, d) => n + Number(d[key]), 0);
    expect(body.leadsByKind).toEqual({ enquiries: total("enquiries"), applications: total("applications"), downloads: total("downloads") });
    expect(body.totals).toEqual({
      visitors: total("visitors"),
      visits: total("visits"),
      pageviews: total("pageviews"),
      leads: total("enquiries") + total("applications") + total("downloads"),
    });
    expect(body.days).toEqual([
      { date: "2026-11-01", visitors: 40, visits: 50, pageviews: 120, leads: 3 },
      { date: "2026-11-02", visitors: 0, visits: 0, pageviews: 0, leads: 0 },
      { date: "2026-11-03", visitors: 10, visits: 12, pageviews: 30, leads: 3 },
      { date: "2026-11-04", visitors: 5, visits: 5, pageviews: 9, leads: 1 },
    ]);
  });

  it("ranks pages, entry pages and referring sites over the range", async () => {
    const { body } = await get("?from=2026-11-01&to=2026-11-04");
    expect(body.pages).toEqual([
      { path: "/blog", pageviews: 70, visitors: 40 },
      { path: "/", pageviews: 70, visitors: 38 },
      { path: "/services", pageviews: 70, visitors: 25 },
      { path: "/contact-us", pageviews: 20, visitors: 19 },
    ]);
    expect(body.entryPages).toEqual([
      { path: "/", visits: 35 },
      { path: "/about", visits: 12 },
      { path: "/blog", visits: 12 },
    ]);
    expect(body.referrers).toEqual([
      { host: "www.google.com", visits: 8 },
      { host: "www.linkedin.com", visits: 7 },
    ]);
  });

  it("gives each source and campaign its visitors, leads and conversion rate from 0 to 1 (null for no medium or campaign)", async () => {
    const { body } = await get("?from=2026-11-01&to=2026-11-04");
    expect(body.sources).toEqual([
      { source: "linkedin", medium: "social", campaign: "launch", visitors: 25, leads: 4, conversionRate: 4 / 25 },
      { source: "google.com", medium: null, campaign: null, visitors: 15, leads: 0, conversionRate: 0 },
      { source: "direct", medium: null, campaign: null, visitors: 5, leads: 2, conversionRate: 2 / 5 },
      { source: "partner.example", medium: null, campaign: null, visitors: 1, leads: 2, conversionRate: 1 },
      { source: "newsletter", medium: "email", campaign: null, visitors: 0, leads: 1, conversionRate: 0 },
    ]);
  });

  it(`caps each top list at ${TOP_LIMIT} rows`, async () => {
    const rows = Array.from({ length: TOP_LIMIT + 5 }, (_, i) => ({ day: "2026-09-01", path: `/p/${String(i).padStart(3, "0")}`, pageviews: i + 1, visitors: 1 }));
    await server.db.insertInto("analytics_daily_pages").values(rows).execute();
    const { body } = await get("?from=2026-09-01&to=2026-09-01");
    expect(body.pages).toHaveLength(TOP_LIMIT);
    expect(body.pages[0]).toEqual({ path: `/p/0${TOP_LIMIT + 4}`, pageviews: TOP_LIMIT + 5, visitors: 1 });
    expect(body.days).toEqual([{ date: "2026-09-01", visitors: 0, visits: 0, pageviews: 0, leads: 0 }]);
  });

  it("answers the last 30 site days when no range is given, and 30 days up to `to` when only it is", async () => {
    const none = await get("");
    expect(none.status).toBe(200);
    expect([none.body.from, none.body.to, none.body.days.length]).toEqual(["2026-10-22", "2026-11-20", 30]);
    const onlyTo = await get("?to=2026-11-04");
    expect([onlyTo.body.from, onlyTo.body.to]).toEqual(["2026-10-06", "2026-11-04"]);
    expect(onlyTo.body.totals.visitors).toBe(999 + 40 + 10 + 5);
    const onlyFrom = await get("?from=2026-11-19");
    expect([onlyFrom.body.from, onlyFrom.body.to]).toEqual(["2026-11-19", "2026-11-20"]);
  });

  it("takes a range of exactly 2 years (731 days) and refuses one day more", async () => {
    expect((await get("?from=2024-11-20&to=2026-11-20")).status).toBe(200);
    const { status, body } = await marketing.json<{ errors: { field: string; message: string }[] }>("/staff/analytics?from=2024-11-19&to=2026-11-20");
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ field: "from", message: expect.stringMatching(/2 years/) }]);
  });

  it.each([
    ["from after to", "?from=2026-11-05&to=2026-11-04", ["from"]],
    ["a malformed from", "?from=2026-1-5&to=2026-11-04", ["from"]],
    ["a date that does not exist", "?from=2026-02-30", ["from"]],
    ["a malformed to", "?to=yesterday", ["to"]],
    ["both malformed", "?from=x&to=y", ["from", "to"]],
    ["a repeated parameter", "?from=2026-11-01&from=2026-11-02", ["from"]],
  ])("refuses %s with 422 under the field", async (_name, query, fields) => {
    const { status, body } = await marketing.json<{ errors: { field: string; message: string }[] }>(`/staff/analytics${query}`);
    expect(status).toBe(422);
    expect(body.errors.map((e) => e.field)).toEqual(fields);
    for (const error of body.errors) expect(error.message).toEqual(expect.any(String));
  });

  it("is for admin, marketing and sales: 401 signed out, 403 for hr", async () => {
    expect((await staffFetch(server, "/staff/analytics")).status).toBe(401);
    for (const role of ["hr", "sales", "admin"] as const) await addStaff(server, role);
    const status = async (role: string) => (await staffFetch(server, "/staff/analytics", { cookie: await signIn(server, `${role}@selenova.example`) })).status;
    expect(await status("hr")).toBe(403);
    expect(await status("sales")).toBe(200);
    expect(await status("admin")).toBe(200);
    expect((await get("")).status).toBe(200);
  });
});
