/**
 * POST /events counts page views, visits and their sources (issue 31), on both engines: the real API,
 * beacons as the site's script sends them, the store read directly.
 */
import { SITE_ORIGIN, TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { BROWSER, beacon, counts, viewsStored } from "./analytics-helpers";

jest.setTimeout(60_000);

describe.each(TEST_ENGINES)("POST /events counting (%s)", (engine) => {
  let server: TestServer;
  let clock = new Date("2026-11-20T06:00:00.000Z");

  beforeEach(async () => {
    clock = new Date("2026-11-20T06:00:00.000Z");
    server = await startServer(engine, { now: () => clock });
  });
  afterEach(async () => server.close());

  it("answers 202 with an empty body and counts the view with its UTM source, the visit's entry page and source", async () => {
    const answer = await beacon(server, {
      url: `${SITE_ORIGIN}/?utm_source=linkedin&utm_medium=social&utm_campaign=launch&utm_term=seo&utm_content=banner&ref=secret`,
      referrer: "https://www.linkedin.com/feed/?trk=abc",
    });
    expect(answer).toEqual({ status: 202, text: "" });
    await viewsStored(server, 1);
    const [visit] = await server.rows<Record<string, unknown>>("SELECT * FROM analytics_visits");
    expect(visit).toMatchObject({
      day: "2026-11-20",
      entry_path: "/",
      source: "linkedin",
      medium: "social",
      campaign: "launch",
      term: "seo",
      content: "banner",
      referrer_host: "www.linkedin.com",
      started_at: clock.toISOString(),
    });
    expect(Number(visit.pageviews)).toBe(1);
    const [view] = await server.rows<Record<string, unknown>>("SELECT * FROM analytics_pageviews");
    expect(view).toMatchObject({ path: "/", day: "2026-11-20", visit_id: visit.id });
    expect(await counts(server)).toMatchObject({
      daily: [{ visitors: 1, visits: 1, pageviews: 1 }],
      pages: [{ path: "/", pageviews: 1, visitors: 1 }],
      sources: [{ source: "linkedin", medium: "social", campaign: "launch", visits: 1, visitors: 1 }],
      entries: [{ path: "/", visits: 1 }],
      referrers: [{ host: "www.linkedin.com", visits: 1 }],
    });
    // Nothing of the request is kept but the path and the campaign: no query string, IP or user agent.
    const stored = JSON.stringify([await server.rows("SELECT * FROM analytics_visits"), await server.rows("SELECT * FROM analytics_pageviews")]);
    for (const secret of ["secret", "trk=", "127.0.0.1", "Chrome", "/feed"]) expect(stored).not.toContain(secret);
  });

  it("takes application/json too, and the referring host as the source without UTM; the site's own referrer is direct", async () => {
    expect((await beacon(server, { url: `${SITE_ORIGIN}/services/`, referrer: "https://www.google.com/search?q=agency", contentType: "application/json" })).status).toBe(202);
    expect((await beacon(server, { url: `${SITE_ORIGIN}/about-us`, referrer: `${SITE_ORIGIN}/`, userAgent: `${BROWSER} Edg/131.0` })).status).toBe(202);
    await viewsStored(server, 2);
    const visits = await server.rows<{ entry_path: string; source: string; referrer_host: string | null }>(
      "SELECT entry_path, source, referrer_host FROM analytics_visits ORDER BY entry_path",
    );
    expect(visits).toEqual([
      { entry_path: "/about-us", source: "direct", referrer_host: null },
      { entry_path: "/services", source: "www.google.com", referrer_host: "www.google.com" },
    ]);
    expect((await counts(server)).daily).toEqual([{ visitors: 2, visits: 2, pageviews: 2 }]);
  });

  it("keeps a second view within 30 minutes in the same visit, and starts a new visit after a 31-minute gap", async () => {
    await beacon(server, { url: `${SITE_ORIGIN}/?utm_source=newsletter` });
    await viewsStored(server, 1);
    clock = new Date(clock.getTime() + 29 * 60_000);
    await beacon(server, { url: `${SITE_ORIGIN}/contact-us`, referrer: `${SITE_ORIGIN}/` });
    await viewsStored(server, 2);
    expect(await server.count("analytics_visits")).toBe(1);
    const [visit] = await server.rows<{ pageviews: number; last_at: string; entry_path: string }>("SELECT pageviews, last_at, entry_path FROM analytics_visits");
    expect({ ...visit, pageviews: Number(visit.pageviews) }).toEqual({ pageviews: 2, last_at: clock.toISOString(), entry_path: "/" });

    clock = new Date(clock.getTime() + 31 * 60_000);
    await beacon(server, { url: `${SITE_ORIGIN}/contact-us` });
    await viewsStored(server, 3);
    expect(await counts(server)).toMatchObject({
      visits: 2,
      daily: [{ visitors: 1, visits: 2, pageviews: 3 }],
      pages: [
        { path: "/", pageviews: 1, visitors: 1 },
        { path: "/contact-us", pageviews: 2, visitors: 1 },
      ],
      sources: [
        { source: "direct", visits: 1, visitors: 1 },
        { source: "newsletter", visits: 1, visitors: 1 },
      ],
      entries: [
        { path: "/", visits: 1 },
        { path: "/contact-us", visits: 1 },
      ],
    });
  });

  it("counts the views that arrive together, in order, as one visitor's visit", async () => {
    const paths = ["/", "/services", "/case-studies", "/services", "/contact-us"];
    await Promise.all(paths.map((p) => beacon(server, { url: `${SITE_ORIGIN}${p}` })));
    await viewsStored(server, paths.length);
    expect(await counts(server)).toMatchObject({
      visits: 1,
      daily: [{ visitors: 1, visits: 1, pageviews: 5 }],
      pages: [
        { path: "/", pageviews: 1, visitors: 1 },
        { path: "/case-studies", pageviews: 1, visitors: 1 },
        { path: "/contact-us", pageviews: 1, visitors: 1 },
        { path: "/services", pageviews: 2, visitors: 1 },
      ],
    });
  });

  it("writes the views still waiting when the API closes", async () => {
    for (let i = 0; i < 5; i++) await beacon(server, { url: `${SITE_ORIGIN}/blog`, userAgent: `${BROWSER} visitor/${i}` });
    await server.app.close();
    expect(await counts(server)).toMatchObject({ pageviews: 5, daily: [{ visitors: 5, visits: 5, pageviews: 5 }] });
  });
});
