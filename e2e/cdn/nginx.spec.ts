import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SECURITY } from "../../gatsby/headers";
import { caseStudyIds } from "../routes";

/** Serves public/ through docs/nginx.conf on loopback and checks its headers, client-only fallbacks and 404s. */
const PORT = Number(process.env.E2E_NGINX_PORT ?? 9400);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const publicDir = path.join(process.cwd(), "public");
let nginx: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const run = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-recipe-"));
  const conf = fs
    .readFileSync(path.join(process.cwd(), "docs/nginx.conf"), "utf8")
    .replaceAll("__PORT__", String(PORT))
    .replaceAll("__ROOT__", publicDir)
    .replaceAll("__RUN__", run);
  fs.writeFileSync(path.join(run, "nginx.conf"), conf);
  nginx = spawn("/usr/sbin/nginx", ["-c", path.join(run, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
  for (let i = 0; i < 50; i += 1) {
    try {
      await fetch(`${ORIGIN}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("nginx did not start");
});

test.afterAll(() => {
  nginx?.kill();
});

const get = (p: string) => fetch(`${ORIGIN}${p}`, { redirect: "manual" });

function firstFile(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(publicDir, dir)).find((f) => pattern.test(f));
  if (!name) throw new Error(`no ${pattern} in public/${dir}`);
  return `${dir === "." ? "" : `/${dir}`}/${name}`;
}

test("pages are served as built and revalidated, with the security headers", async () => {
  const caseStudy = `/CaseStudy/${caseStudyIds[0]}`;
  for (const p of ["/", "/about", caseStudy, "/services/branding"]) {
    const res = await get(p);
    expect(res.status, p).toBe(200);
    expect(res.headers.get("cache-control"), p).toBe(REVALIDATE);
    // Every header of gatsby/headers.ts, as the site server sends it; no HSTS over plain http.
    for (const { key, value } of SECURITY) expect(res.headers.get(key), `${p} ${key}`).toBe(value);
    expect(res.headers.get("strict-transport-security"), p).toBeNull();
    expect(res.headers.get("content-type"), p).toContain("text/html");
    // The page's own policy, with its inline scripts' hashes, comes with the page.
    expect(await res.text(), p).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/);
  }
  for (const p of ["/admin", firstFile(".", /^app-[0-9a-f]{20}\.js$/), "/no-such-orbit"]) {
    const res = await get(p);
    for (const { key, value } of SECURITY) expect(res.headers.get(key), `${p} ${key}`).toBe(value);
  }
  const built = fs.readFileSync(path.join(publicDir, caseStudy, "index.html"), "utf8");
  expect(await (await get(caseStudy)).text()).toBe(built);
});

test("an unknown address under a client-only route answers 404 with its route's page", async () => {
  const cases: [string, string][] = [
    ["/blog/some-post-from-the-api", "blog/__post/index.html"],
    ["/blog/some-post-from-the-api/", "blog/__post/index.html"],
    ["/CaseStudy/999", "CaseStudy/__unknown/index.html"],
    ["/services/space-tourism", "services/__unknown/index.html"],
    // The jobs' fallback page, once the build has one; until then the not-found page.
    ["/career/999999", fs.existsSync(path.join(publicDir, "career/__job/index.html")) ? "career/__job/index.html" : "404.html"],
  ];
  for (const [url, file] of cases) {
    const res = await get(url);
    expect(res.status, url).toBe(404);
    expect(res.headers.get("cache-control"), url).toBe(REVALIDATE);
    expect(res.headers.get("x-robots-tag"), url).toBe("noindex");
    for (const { key, value } of SECURITY) expect(res.headers.get(key), `${url} ${key}`).toBe(value);
    expect(await res.text(), url).toBe(fs.readFileSync(path.join(publicDir, file), "utf8"));
  }
  // The fallback pages' own placeholder addresses are no pages either.
  for (const url of ["/blog/__post", "/blog/__post/", "/CaseStudy/__unknown", "/services/__unknown/index.html", "/career/__job"]) {
    const res = await get(url);
    expect(res.status, url).toBe(404);
    expect(await res.text(), url).toContain("Oops! You lost in Space");
  }
  // The pages the build has still answer 200 under the same rules.
  for (const url of ["/blog", "/blog/", "/career", "/career/", "/services/branding/", `/CaseStudy/${caseStudyIds[0]}/`]) {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get("x-robots-tag"), url).toBeNull();
  }
});

test("an unknown path gets the 404 page with status 404", async () => {
  const res = await get("/no-such-orbit");
  expect(res.status).toBe(404);
  expect(res.headers.get("x-robots-tag")).toBe("noindex");
  expect(await res.text()).toContain("Oops! You lost in Space");
});

test("hashed assets are immutable for a year; page data revalidates; copied files are not immutable", async () => {
  const js = firstFile(".", /^app-[0-9a-f]{20}\.js$/);
  expect((await get(js)).headers.get("cache-control")).toBe(IMMUTABLE);
  const image = (fs.readdirSync(path.join(publicDir, "static"), { recursive: true }) as string[]).find((f) => f.endsWith(".webp"));
  expect(image).toBeDefined();
  expect((await get(`/static/${image}`)).headers.get("cache-control")).toBe(IMMUTABLE);
  expect((await get("/page-data/index/page-data.json")).headers.get("cache-control")).toBe(REVALIDATE);
  const video = await get("/videos/orbit-loop.mp4");
  expect(video.status).toBe(200);
  expect(video.headers.get("cache-control")).toBe("public, max-age=3600");
  expect((await get("/robots.txt")).headers.get("cache-control")).toBe(REVALIDATE);
});

test("the build's redirects (data/redirects.json) answer 301 or 302 with Location, slash or not, query kept", async () => {
  // The build wrote them beside the pages, and nginx started with its map file included (issue 30).
  const data = JSON.parse(fs.readFileSync(path.join(process.cwd(), "data/redirects.json"), "utf8")) as { redirects: { from: string; to: string; permanent: boolean }[] };
  const built = JSON.parse(fs.readFileSync(path.join(publicDir, "redirects.json"), "utf8")) as { redirects: unknown[] };
  expect(built.redirects).toEqual(data.redirects);
  expect(fs.readFileSync(path.join(publicDir, "redirects.nginx.conf"), "utf8")).toContain("map $uri $selenova_redirect_permanent {");
  for (const { from, to, permanent } of data.redirects) {
    const bare = from.replace(/\/+$/, "") || "/";
    for (const url of [bare, `${bare}/`]) {
      const res = await get(`${url}?utm_source=test`);
      expect([url, res.status, res.headers.get("location")]).toEqual([url, permanent ? 301 : 302, `${to}?utm_source=test`]);
    }
  }
});
