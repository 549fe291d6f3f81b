/** @jest-environment node */
/**
 * Issue 31 end to end through the real API, on both engines: a visitor arrives from a campaign link,
 * reads /contact-us and sends an enquiry; a crawler follows the same kind of link. The enquiry carries
 * the campaign as its source, and the dashboard counts the visitor on the campaign's line with one lead
 * and /contact-us among the pages, while the crawler and garbage beacons count nowhere.
 * (The browser's side, no cookie and no storage, is e2e/runtime/analytics-beacon.spec.ts.)
 */
import type { AnalyticsDashboard } from "../../../shared/analytics-dashboard";
import { PERSON, SITE_ORIGIN, TEST_ENGINES, postJson, startServer, type TestServer } from "../helpers";
import { staffClient, type StaffClient } from "../staff-helpers";
import { BROWSER, beacon, viewsStored } from "./analytics-helpers";

jest.setTimeout(120_000);

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** Another visitor, whose view is sent last: once it is stored, every beacon before it has been handled. */
const LATER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

interface Lead {
  id: number;
  attribution: Record<string, string | null> | null;
}

describe.each(TEST_ENGINES)("a campaign visit that ends in an enquiry, on %s", (engine) => {
  let server: TestServer;
  let marketing: StaffClient;
  let sales: StaffClient;

  beforeAll(async () => {
    server = await startServer(engine);
    marketing = await staffClient(server, "marketing");
    sales = await staffClient(server, "sales");
  });
  afterAll(() => server.close());

  it("gives the enquiry the campaign as its source and the dashboard the campaign's line, and counts no crawler or garbage", async () => {
    const landing = `${SITE_ORIGIN}/?utm_source=orbitmail&utm_medium=email&utm_campaign=diwali-launch&fbclid=secret`;
    expect(await beacon(server, { url: landing, referrer: "https://mail.example/inbox" })).toEqual({ status: 202, text: "" });
    expect(await beacon(server, { url: `${SITE_ORIGIN}/contact-us`, referrer: landing })).toEqual({ status: 202, text: "" });
    expect(await beacon(server, { url: `${SITE_ORIGIN}/?utm_source=crawled`, userAgent: CRAWLER })).toEqual({ status: 202, text: "" });
    expect(await beacon(server, { body: "not json at all" })).toEqual({ status: 202, text: "" });
    expect(await beacon(server, { url: "https://elsewhere.example/?utm_source=elsewhere" })).toEqual({ status: 202, text: "" });
    expect(await beacon(server, { url: `${SITE_ORIGIN}/about`, userAgent: LATER })).toEqual({ status: 202, text: "" });
    await viewsStored(server, 3);
    expect(await server.count("analytics_pageviews")).toBe(3);

    const sent = await postJson(server.base, "/contactus", { ...PERSON, firstName: "Campaigner", message: "We read your mail." }, { "user-agent": BROWSER });
    expect(sent.status).toBe(201);

    const { body: leads } = await sales.json<{ items: Lead[] }>("/staff/enquiries?q=Campaigner");
    expect(leads.items).toHaveLength(1);
    expect(leads.items[0].attribution).toMatchObject({
      source: "orbitmail",
      medium: "email",
      campaign: "diwali-launch",
      term: null,
      content: null,
      referrer: "mail.example",
      landingPage: "/",
    });

    const { status, body } = await marketing.json<AnalyticsDashboard>("/staff/analytics");
    expect(status).toBe(200);
    expect(body.totals).toEqual({ visitors: 2, visits: 2, pageviews: 3, leads: 1 });
    expect(body.leadsByKind).toEqual({ enquiries: 1, applications: 0, downloads: 0 });
    expect(body.sources).toContainEqual({ source: "orbitmail", medium: "email", campaign: "diwali-launch", visitors: 1, leads: 1, conversionRate: 1 });
    expect(body.sources.map((line) => line.source).sort()).toEqual(["direct", "orbitmail"]);
    expect(body.pages).toContainEqual({ path: "/contact-us", pageviews: 1, visitors: 1 });
    expect(body.pages.map((page) => page.path).sort()).toEqual(["/", "/about", "/contact-us"]);
    expect(body.entryPages).toContainEqual({ path: "/", visits: 1 });
    expect(body.referrers).toEqual([{ host: "mail.example", visits: 1 }]);
    // No query string is kept beyond the five UTM parameters.
    expect(JSON.stringify(await server.rows("SELECT * FROM analytics_pageviews"))).not.toContain("fbclid");
  });
});
