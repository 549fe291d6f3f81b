/** @jest-environment node */
/**
 * The site server (site-server/) over build folders made by hand: docs/nginx.conf's rules, a pointer
 * switched under it without a restart, an open page's older bundles, and the preview's marks.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { switchPointer, pointerRoot } from "../../../api/site/folders";
import { createSiteServer } from "../../../site-server/server";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const BUNDLE_A = "/app-aaaaaaaaaaaaaaaaaaaa.js";

function build(dir: string, name: string, title: string, bundle: string): void {
  const files: Record<string, string> = {
    "index.html": `<!doctype html><html><head><title>${title}</title></head><body><div id="___gatsby">${title}</div><script src="${bundle}"></script></body></html>`,
    "about/index.html": `<html><head></head><body>About ${title}</body></html>`,
    "404.html": "<html><head></head><body>Lost in space</body></html>",
    "blog/__post/index.html": "<html><head></head><body>post shell</body></html>",
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
    switchPointer(dir, "live", "one");
    const earlier = () => [path.join(dir, "one"), path.join(dir, "two")].filter((folder) => fs.existsSync(folder));
    live = await createSiteServer({ root: () => pointerRoot(dir, "live"), earlier });
    preview = await createSiteServer({ root: () => pointerRoot(dir, "preview"), earlier, preview: true });
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
    expect(home.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(home.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(home.headers.get("x-robots-tag")).toBeNull();
    const bundle = await fetch(`${liveBase}${BUNDLE_A}`, { headers: { "accept-encoding": "br" } });
    expect(bundle.headers.get("content-encoding")).toBe("br");
    expect(bundle.headers.get("cache-control")).toBe(IMMUTABLE);
    expect((await fetch(`${liveBase}/static/hash/photo.webp`)).headers.get("cache-control")).toBe(IMMUTABLE);
    expect((await fetch(`${liveBase}/page-data/index/page-data.json`)).headers.get("cache-control")).toBe(REVALIDATE);
    expect((await fetch(`${liveBase}/og-default.jpg`)).headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${liveBase}/about`)).text()).toContain("About Build one");
  });

  it("answers client-only routes with their page (200), the console under /admin, and 404.html otherwise", async () => {
    const post = await fetch(`${liveBase}/blog/some-post`);
    expect([post.status, await post.text()]).toEqual([200, expect.stringContaining("post shell")]);
    expect(await (await fetch(`${liveBase}/admin/site`)).text()).toContain("console");
    const missing = await fetch(`${liveBase}/no-such-page`);
    expect([missing.status, await missing.text()]).toEqual([404, expect.stringContaining("Lost in space")]);
    expect((await fetch(`${liveBase}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });

  it("serves a new live build from the next request, and an open page's older bundles still", async () => {
    build(dir, "two", "Build two", "/app-bbbbbbbbbbbbbbbbbbbb.js");
    switchPointer(dir, "live", "two");
    expect(await (await fetch(`${liveBase}/`)).text()).toContain("Build two");
    const old = await fetch(`${liveBase}${BUNDLE_A}`);
    expect([old.status, await old.text()]).toEqual([200, expect.stringContaining("Build one")]);
    // Only content-hashed files come from older builds: pages and page data are the new build's.
    expect(await (await fetch(`${liveBase}/page-data/index/page-data.json`)).text()).toContain("Build two");
  });

  it("marks every preview page noindex with the banner, and says so when there is no preview", async () => {
    const none = await fetch(`${previewBase}/`);
    expect([none.status, await none.text()]).toEqual([404, expect.stringContaining("No preview has been built yet")]);
    switchPointer(dir, "preview", "one");
    const page = await fetch(`${previewBase}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    expect(html).toContain('<head><meta name="robots" content="noindex">');
    expect(html).toMatch(/<body><div id="site-preview-banner"[^>]*>Preview, not live<\/div>About Build one/);
    expect((await fetch(`${previewBase}${BUNDLE_A}`)).headers.get("x-robots-tag")).toBe("noindex");
    // The live site never carries the preview's marks.
    expect(await (await fetch(`${liveBase}/about`)).text()).not.toContain("Preview, not live");
  });
});
