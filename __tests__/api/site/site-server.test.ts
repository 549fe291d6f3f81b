/** @jest-environment node */
/**
 * The site server (site-server/) over build folders made by hand: docs/nginx.conf's rules, a pointer
 * switched under it without a restart, an open page's older bundles (only from builds that were live),
 * the security headers, and the preview's marks and its doors (issue 28 §4).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { markWasLive, switchPointer, pointerRoot } from "../../../api/site/folders";
import { LINK_TTL_MS, previewLink } from "../../../api/site/preview-token";
import { createSiteServer } from "../../../site-server/server";
import { createLiveSite, createPreviewSite } from "../../../site-server/sites";

// Each test starts servers or several requests; a loaded 2-core machine needs more than jest's 5 s.
jest.setTimeout(30_000);

/**
 * fetch, with each response read to its end as a browser reads it. A body left unread keeps its
 * connection busy, and a server's close() then waits for it (seen: 70 s, past the test's timeout).
 */
async function fetch(input: string | URL, init?: RequestInit): Promise<Response> {
  const response = await globalThis.fetch(input, init);
  const body = await response.arrayBuffer();
  const { status, statusText, headers } = response;
  return new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const BUNDLE_A = "/app-aaaaaaaaaaaaaaaaaaaa.js";
const SECRET = "a-test-secret-for-the-preview-links-0123456789";

/** The preview's cookie, as a staff member's browser gets it by opening the console's link. */
async function visitCookie(previewBase: string, sitePath = "/"): Promise<string> {
  const link = new URL(previewLink(previewBase, SECRET, sitePath).url);
  const opened = await fetch(link, { redirect: "manual" });
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe(sitePath);
  const cookie = opened.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/^site_preview=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  return cookie.split(";")[0];
}

function build(dir: string, name: string, title: string, bundle: string): void {
  const files: Record<string, string> = {
    "index.html": `<!doctype html><html><head><title>${title}</title></head><body><div id="___gatsby">${title}</div><script src="${bundle}"></script></body></html>`,
    "about/index.html": `<html><head></head><body>About ${title}</body></html>`,
    "404.html": "<html><head></head><body>Lost in space</body></html>",
    "blog/__post/index.html": "<html><head></head><body>post shell</body></html>",
    "blog/index.html": "<html><head></head><body>All posts</body></html>",
    "blog/kept-post/index.html": "<html><head></head><body>A kept post</body></html>",
    "admin/[...]/index.html": "<html><head></head><body>console</body></html>",
    [bundle.slice(1)]: `console.log(${JSON.stringify(title)})`.repeat(100),
    "static/hash/photo.webp": "RIFF",
    "page-data/index/page-data.json": `{"title":"${title}"}`,
    "og-default.jpg": "jpeg",
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, name, file), body);
  }
}

describe("site server", () => {
  let dir: string;
  let live: FastifyInstance;
  let preview: FastifyInstance;
  let liveBase: string;
  let previewBase: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-server-"));
    build(dir, "one", "Build one", BUNDLE_A);
    markWasLive(dir, "one");
    switchPointer(dir, "live", "one");
    live = await createLiveSite({ repoDir: path.join(dir, "no-checkout"), buildsDir: dir });
    preview = await createPreviewSite({ buildsDir: dir, secret: SECRET });
    await live.listen({ host: "127.0.0.1", port: 0 });
    await preview.listen({ host: "127.0.0.1", port: 0 });
    liveBase = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;
    previewBase = `http://127.0.0.1:${(preview.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live.close();
    await preview.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves pages with nginx.conf's headers, compressed", async () => {
    const home = await fetch(`${liveBase}/`, { headers: { "accept-encoding": "br" } });
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe(REVALIDATE);
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    expect(home.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(home.headers.get("content-security-policy")).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'");
    expect(home.headers.get("permissions-policy")).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\),.* browsing-topics=\(\)$/);
    // Plain http here: no HSTS (it would pin a browser to https that this server does not speak).
    expect(home.headers.get("strict-transport-security")).toBeNull();
    expect(home.headers.get("x-robots-tag")).toBeNull();
    const bundle = await fetch(`${liveBase}${BUNDLE_A}`, { headers: { "accept-encoding": "br" } });
    expect(bundle.headers.get("content-encoding")).toBe("br");
    expect(bundle.headers.get("cache-control")).toBe(IMMUTABLE);
    expect((await fetch(`${liveBase}/static/hash/photo.webp`)).headers.get("cache-control")).toBe(IMMUTABLE);
    expect((await fetch(`${liveBase}/page-data/index/page-data.json`)).headers.get("cache-control")).toBe(REVALIDATE);
    expect((await fetch(`${liveBase}/og-default.jpg`)).headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${liveBase}/about`)).text()).toContain("About Build one");
  });

  it("answers an unknown address under a client-only route 404 with the route's page, the console under /admin, and 404.html otherwise", async () => {
    const answer = async (url: string) => {
      const response = await fetch(`${liveBase}${url}`);
      const robots = response.headers.get("x-robots-tag");
      expect(robots).toBe(response.status === 404 ? "noindex" : null);
      return [response.status, response.headers.get("cache-control"), await response.text()];
    };
    // Issue 29: no address that is not a page of the build answers 200, yet the visitor still gets the
    // route's page (here the post shell, which loads a post newer than the build from the API).
    for (const url of ["/blog/some-post", "/blog/some-post/", "/blog/a/b"]) {
      expect(await answer(url)).toEqual([404, REVALIDATE, expect.stringContaining("post shell")]);
    }
    expect(await answer("/blog/kept-post")).toEqual([200, REVALIDATE, expect.stringContaining("A kept post")]);
    expect(await answer("/blog")).toEqual([200, REVALIDATE, expect.stringContaining("All posts")]);
    // The placeholder's own address is no page; nor is a route whose fallback page this build lacks.
    for (const url of ["/blog/__post", "/blog/__post/", "/blog/__post/index.html", "/career/7", "/career/__job"]) {
      expect(await answer(url)).toEqual([404, REVALIDATE, expect.stringContaining("Lost in space")]);
    }
    expect(await (await fetch(`${liveBase}/admin/site`)).text()).toContain("console");
    const missing = await fetch(`${liveBase}/no-such-page`);
    expect([missing.status, await missing.text()]).toEqual([404, expect.stringContaining("Lost in space")]);
    expect((await fetch(`${liveBase}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });

  it("answers an unknown job 404 with the jobs' fallback page once the build has one", async () => {
    const folder = pointerRoot(dir, "live") ?? "";
    fs.mkdirSync(path.join(folder, "career/__job"), { recursive: true });
    fs.writeFileSync(path.join(folder, "career/__job/index.html"), "<html><body>job shell</body></html>");
    try {
      const job = await fetch(`${liveBase}/career/7`);
      expect([job.status, await job.text()]).toEqual([404, expect.stringContaining("job shell")]);
      expect((await fetch(`${liveBase}/career/__job`)).status).toBe(404);
    } finally {
      fs.rmSync(path.join(folder, "career"), { recursive: true, force: true });
    }
  });

  it("serves a new live build from the next request, and an open page's older bundles still", async () => {
    build(dir, "two", "Build two", "/app-bbbbbbbbbbbbbbbbbbbb.js");
    markWasLive(dir, "two");
    switchPointer(dir, "live", "two");
    expect(await (await fetch(`${liveBase}/`)).text()).toContain("Build two");
    const old = await fetch(`${liveBase}${BUNDLE_A}`);
    expect([old.status, await old.text()]).toEqual([200, expect.stringContaining("Build one")]);
    // Only content-hashed files come from older builds: pages and page data are the new build's.
    expect(await (await fetch(`${liveBase}/page-data/index/page-data.json`)).text()).toContain("Build two");
  });

  it("never serves a hashed file of a build that was only previewed, not even as an older bundle", async () => {
    const unpublished = "/app-cccccccccccccccccccc.js";
    build(dir, "three", "Build three", unpublished);
    switchPointer(dir, "preview", "three");
    const photo = "/static/unpublished/secret-photo.webp";
    fs.mkdirSync(path.join(dir, "three", path.dirname(photo)), { recursive: true });
    fs.writeFileSync(path.join(dir, "three", photo), "RIFF unpublished");
    for (const file of [unpublished, photo]) {
      const onLive = await fetch(`${liveBase}${file}`);
      expect([onLive.status, await onLive.text()]).toEqual([404, expect.stringContaining("Lost in space")]);
    }
    // The preview itself, to staff, has them.
    const cookie = await visitCookie(previewBase);
    expect((await fetch(`${previewBase}${photo}`, { headers: { cookie } })).status).toBe(200);
    fs.rmSync(path.join(dir, "preview"));
  });

  it("marks every preview page noindex with the banner, and says so when there is no preview", async () => {
    const cookie = await visitCookie(previewBase);
    const none = await fetch(`${previewBase}/`, { headers: { cookie } });
    expect([none.status, await none.text()]).toEqual([404, expect.stringContaining("No preview has been built yet")]);
    switchPointer(dir, "preview", "one");
    const page = await fetch(`${previewBase}/about`, { headers: { "accept-encoding": "gzip", cookie } });
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    const html = await page.text();
    expect(html).toContain('<head><meta name="robots" content="noindex">');
    expect(html).toMatch(/<body><div id="site-preview-banner"[^>]*>Preview, not live<\/div>About Build one/);
    expect((await fetch(`${previewBase}${BUNDLE_A}`, { headers: { cookie } })).headers.get("x-robots-tag")).toBe("noindex");
    // The live site never carries the preview's marks.
    expect(await (await fetch(`${liveBase}/about`)).text()).not.toContain("Preview, not live");
  });

  it("lets nobody into the preview without the console's link: no cookie, a forged, expired or reused token", async () => {
    switchPointer(dir, "preview", "one");
    const signIn = async (response: Response) => [response.status, response.headers.get("cache-control"), await response.text()];
    const refused = [401, "no-store", expect.stringContaining("Sign in to see the preview")];
    expect(await signIn(await fetch(`${previewBase}/`))).toEqual(refused);
    expect(await signIn(await fetch(`${previewBase}${BUNDLE_A}`))).toEqual(refused);
    expect(await signIn(await fetch(`${previewBase}/?preview_token=${Date.now() + LINK_TTL_MS}.${"A".repeat(43)}`))).toEqual(refused);
    const otherSecret = new URL(previewLink(previewBase, `${SECRET}-not`, "/").url);
    expect(await signIn(await fetch(otherSecret, { redirect: "manual" }))).toEqual(refused);
    const expired = new URL(previewLink(previewBase, SECRET, "/", Date.now() - LINK_TTL_MS - 1000).url);
    expect(await signIn(await fetch(expired, { redirect: "manual" }))).toEqual(refused);
    // The visit cookie is not a link token, and a link token is not a visit cookie.
    const cookie = await visitCookie(previewBase, "/about");
    const asLink = await fetch(`${previewBase}/?preview_token=${cookie.split("=")[1]}`, { redirect: "manual" });
    expect(asLink.status).toBe(401);
    const token = new URL(previewLink(previewBase, SECRET, "/").url).searchParams.get("preview_token");
    expect((await fetch(`${previewBase}/`, { headers: { cookie: `site_preview=${token}` } })).status).toBe(401);
    // The link keeps the page and its other query parameters, only the token goes.
    const deep = new URL(previewLink(previewBase, SECRET, "/blog?page=2").url);
    expect((await fetch(deep, { redirect: "manual" })).headers.get("location")).toBe("/blog?page=2");
    expect((await fetch(`${previewBase}/about`, { headers: { cookie } })).status).toBe(200);
    fs.rmSync(path.join(dir, "preview"));
  });

  it("refuses everyone when it has no secret, and sends HSTS when asked (an https site)", async () => {
    const closed = await createSiteServer({ root: () => pointerRoot(dir, "live"), preview: true });
    const https = await createSiteServer({ root: () => pointerRoot(dir, "live"), hsts: true });
    const base = async (server: FastifyInstance) => {
      await server.listen({ host: "127.0.0.1", port: 0 });
      return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    };
    try {
      expect((await fetch(`${await base(closed)}/`)).status).toBe(401);
      expect((await fetch(`${await base(https)}/`)).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await closed.close();
      await https.close();
    }
  });
});
