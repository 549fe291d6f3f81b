/** @jest-environment node */
/**
 * The console's preview links (issue 28 §4): GET /staff/site/preview answers 303 to the preview with a
 * token the preview server accepts, POST /staff/site/preview-link answers {url, expiresAt}; only for the
 * "site" right, and a path that is not the site's own is refused (422).
 */
import { LINK_TTL_MS, verifyToken } from "../../../api/site/preview-token";
import { TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { staffClient, staffFetch, type StaffClient } from "../staff-helpers";

jest.setTimeout(60_000);

const SECRET = "the-preview-links-secret-of-this-test-0123456789";
const PREVIEW = "https://preview.selenova.example";

describe.each(TEST_ENGINES)("preview links on %s", (engine) => {
  let server: TestServer;
  let marketing: StaffClient;
  let hr: StaffClient;
  beforeAll(async () => {
    server = await startServer(engine, {
      site: { repoDir: process.cwd(), buildsDir: "/nonexistent-builds", builder: false, liveUrl: "http://localhost:9000", previewUrl: PREVIEW, previewSecret: SECRET },
    });
    marketing = await staffClient(server, "marketing");
    hr = await staffClient(server, "hr");
  });
  afterAll(() => server.close());

  const tokenOf = (url: string) => new URL(url).searchParams.get("preview_token") ?? undefined;

  it("sends a site member to the preview with a token that works for ten minutes", async () => {
    const before = Date.now();
    const sent = await fetch(`${server.base}/staff/site/preview?path=${encodeURIComponent("/blog/some-post")}`, { headers: { cookie: marketing.cookie }, redirect: "manual" });
    expect(sent.status).toBe(303);
    const location = sent.headers.get("location") ?? "";
    expect(location.startsWith(`${PREVIEW}/blog/some-post?preview_token=`)).toBe(true);
    expect(verifyToken(SECRET, "link", tokenOf(location))).toBe(true);
    expect(verifyToken(SECRET, "link", tokenOf(location), before + LINK_TTL_MS + 1000)).toBe(false);
    expect(verifyToken(SECRET, "visit", tokenOf(location))).toBe(false);

    const { status, body } = await marketing.json<{ url: string; expiresAt: string }>("/staff/site/preview-link", { method: "POST", body: {} });
    expect(status).toBe(200);
    expect(body.url.startsWith(`${PREVIEW}/?preview_token=`)).toBe(true);
    expect(Date.parse(body.expiresAt)).toBeGreaterThanOrEqual(before + LINK_TTL_MS);
    expect(verifyToken(SECRET, "link", tokenOf(body.url))).toBe(true);
  });

  it("refuses the signed-out (401), a role without the site (403), and a path off the site (422)", async () => {
    expect((await staffFetch(server, "/staff/site/preview")).status).toBe(401);
    expect((await staffFetch(server, "/staff/site/preview-link", { method: "POST", body: {} })).status).toBe(401);
    expect((await hr.call("/staff/site/preview")).status).toBe(403);
    expect((await hr.call("/staff/site/preview-link", { method: "POST", body: {} })).status).toBe(403);
    for (const path of ["//evil.example/x", "https://evil.example/", "blog", "/a b"]) {
      const refused = await marketing.json<{ errors: { field: string }[] }>("/staff/site/preview-link", { method: "POST", body: { path } });
      expect([refused.status, refused.body.errors[0].field]).toEqual([422, "path"]);
      const viaGet = await fetch(`${server.base}/staff/site/preview?path=${encodeURIComponent(path)}`, { headers: { cookie: marketing.cookie }, redirect: "manual" });
      expect(viaGet.status).toBe(422);
    }
  });
});
