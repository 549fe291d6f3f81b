/** @jest-environment node */
/**
 * The site server's redirects (issue 30): each build folder carries the redirects its build wrote
 * (gatsby/redirects-output.ts); the live site answers them with 301 or 302 and Location, with or without
 * a trailing slash, keeping the query string, and a roll back to a build without a redirect takes it away.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { markWasLive, switchPointer } from "../../../api/site/folders";
import { writeRedirects } from "../../../gatsby/redirects-output";
import type { Redirect } from "../../../shared/redirects";
import { createLiveSite } from "../../../site-server/sites";

jest.setTimeout(30_000);

/** A redirect's answer, its body read to the end (an unread body holds the server's close()). */
async function visit(url: string): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(url, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

function build(dir: string, name: string, redirects: Redirect[]): void {
  const root = path.join(dir, name);
  const pages: Record<string, string> = {
    "index.html": `<html><body>Home of ${name}</body></html>`,
    "about/index.html": `<html><body>About of ${name}</body></html>`,
    "blog/kept-post/index.html": "<html><body>A kept post</body></html>",
    "404.html": "<html><body>Lost in space</body></html>",
  };
  for (const [file, body] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  }
  writeRedirects(root, redirects);
  markWasLive(dir, name);
}

const MOVED: Redirect = { from: "/old-about", to: "/about", permanent: true };
const FOR_NOW: Redirect = { from: "/offer/", to: "https://partner.example.com/offer", permanent: false };

describe("site server redirects", () => {
  let dir: string;
  let live: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-redirects-"));
    build(dir, "without", []);
    build(dir, "with", [MOVED, FOR_NOW, { from: "/blog/kept-post", to: "/about", permanent: true }]);
    switchPointer(dir, "live", "with");
    live = await createLiveSite({ repoDir: path.join(dir, "no-checkout"), buildsDir: dir });
    await live.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers a permanent redirect 301 and a temporary one 302, with or without a trailing slash", async () => {
    for (const url of ["/old-about", "/old-about/"]) expect(await visit(`${base}${url}`)).toMatchObject({ status: 301, location: "/about" });
    for (const url of ["/offer", "/offer/"]) expect(await visit(`${base}${url}`)).toMatchObject({ status: 302, location: "https://partner.example.com/offer" });
    const head = await fetch(`${base}/old-about`, { method: "HEAD", redirect: "manual" });
    expect([head.status, head.headers.get("location")]).toEqual([301, "/about"]);
  });

  it("keeps the visitor's query string", async () => {
    expect(await visit(`${base}/old-about?utm_source=mail&x=1`)).toMatchObject({ status: 301, location: "/about?utm_source=mail&x=1" });
    expect(await visit(`${base}/offer/?ref=news`)).toMatchObject({ status: 302, location: "https://partner.example.com/offer?ref=news" });
  });

  it("leads a visitor following the redirect to the page", async () => {
    const response = await fetch(`${base}/old-about`);
    expect([response.status, response.url, await response.text()]).toEqual([200, `${base}/about`, expect.stringContaining("About of with")]);
  });

  it("leaves out a redirect whose old address is a page of the build (the page wins) and serves other addresses as before", async () => {
    expect(JSON.parse(fs.readFileSync(path.join(dir, "with", "redirects.json"), "utf8"))).toEqual({ redirects: [MOVED, FOR_NOW] });
    expect(await visit(`${base}/blog/kept-post`)).toMatchObject({ status: 200, body: expect.stringContaining("A kept post") });
    expect(await visit(`${base}/old-about-us`)).toMatchObject({ status: 404, location: null });
  });

  it("writes the same redirects as an nginx map file beside the pages", () => {
    const maps = fs.readFileSync(path.join(dir, "with", "redirects.nginx.conf"), "utf8");
    expect(maps).toContain('map $uri $selenova_redirect_permanent {\n  default "";\n  "/old-about" "/about";\n  "/old-about/" "/about";\n}');
    expect(maps).toContain('map $uri $selenova_redirect_temporary {\n  default "";\n  "/offer" "https://partner.example.com/offer";\n  "/offer/" "https://partner.example.com/offer";\n}');
  });

  it("rolled back to a build without the redirect, answers the old address as that build does", async () => {
    switchPointer(dir, "live", "without");
    try {
      expect(await visit(`${base}/old-about`)).toMatchObject({ status: 404, location: null, body: expect.stringContaining("Lost in space") });
      expect(await visit(`${base}/`)).toMatchObject({ status: 200, body: expect.stringContaining("Home of without") });
    } finally {
      switchPointer(dir, "live", "with");
    }
    expect(await visit(`${base}/old-about`)).toMatchObject({ status: 301, location: "/about" });
  });
});
