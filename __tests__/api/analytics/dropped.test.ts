/**
 * What POST /events leaves out (issue 31), on both engines: bots and headless browsers that say so,
 * /admin pages, other origins (the preview site among them), bodies that are not JSON or too long, long
 * paths and a flood from one visitor. Each gets 202 with an empty body and changes no count.
 */
import { SITE_ORIGIN, TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { BROWSER, beacon, counts, viewsStored, type Beacon } from "./analytics-helpers";

jest.setTimeout(60_000);

const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
const PREVIEW_ORIGIN = "http://localhost:9001";

const DROPPED: [string, Beacon][] = [
  ["a crawler's user agent", { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
  ["a headless browser that says so", { userAgent: HEADLESS }],
  ["no user agent at all", { userAgent: "" }],
  ["a console page", { url: `${SITE_ORIGIN}/admin/leads` }],
  ["the console's root, spelled otherwise", { url: `${SITE_ORIGIN}/%61dmin` }],
  ["the preview site's origin", { origin: PREVIEW_ORIGIN, url: `${PREVIEW_ORIGIN}/` }],
  ["another site's URL from the site's origin", { url: "https://elsewhere.example/" }],
  ["no Origin header", { origin: null }],
  ["a body that is not JSON", { body: "url=http://localhost:9000/" }],
  ["JSON that is not an object", { body: JSON.stringify([`${SITE_ORIGIN}/`]) }],
  ["a url that is not a string", { body: JSON.stringify({ url: 42 }) }],
  ["a 3 kB body", { body: JSON.stringify({ url: `${SITE_ORIGIN}/`, referrer: `https://x.example/${"a".repeat(3_000)}` }) }],
  ["a 600-character path", { url: `${SITE_ORIGIN}/${"p".repeat(599)}` }],
  ["an empty body", { body: "" }],
  ["a body over the 2 kB limit with no Content-Type", { contentType: null, body: "x".repeat(4_000) }],
  ["a body that is not JSON with no Content-Type", { contentType: null, body: "{not json" }],
  ["a binary body", { body: "\u0000\u0001\u0002", contentType: "application/octet-stream" }],
];

describe.each(TEST_ENGINES)("POST /events drops (%s)", (engine) => {
  let server: TestServer;
  const clock = new Date("2026-11-20T06:00:00.000Z");

  beforeEach(async () => {
    server = await startServer(engine, { now: () => clock });
    // One counted view first, so "no count changed" compares against something.
    await beacon(server, { url: `${SITE_ORIGIN}/` });
    await viewsStored(server, 1);
  });
  afterEach(async () => server.close());

  it.each(DROPPED)("%s: 202, empty body, no count changed", async (_name, sent) => {
    const before = await counts(server);
    expect(await beacon(server, sent)).toEqual({ status: 202, text: "" });
    await server.app.close(); // writes whatever was queued
    expect(await counts(server)).toEqual(before);
  });

  it("of 61 views in a minute from one visitor (the first sent before), counts 60", async () => {
    for (let i = 0; i < 60; i++) expect((await beacon(server, { url: `${SITE_ORIGIN}/blog` })).status).toBe(202);
    await server.app.close();
    expect((await counts(server)).daily).toEqual([{ visitors: 1, visits: 1, pageviews: 60 }]);
  });

  it("drops the 61st view in a minute silently, while another visitor is still counted", async () => {
    for (let i = 0; i < 59; i++) await beacon(server, { url: `${SITE_ORIGIN}/blog` });
    expect(await beacon(server, { url: `${SITE_ORIGIN}/careers` })).toEqual({ status: 202, text: "" });
    expect((await beacon(server, { url: `${SITE_ORIGIN}/blog`, userAgent: `${BROWSER} Firefox/133.0` })).status).toBe(202);
    await server.app.close();
    const after = await counts(server);
    expect(after.pageviews).toBe(61);
    expect(after.pages.map((page) => page.path)).not.toContain("/careers");
    expect(after.daily).toEqual([{ visitors: 2, visits: 2, pageviews: 61 }]);
  });
});
