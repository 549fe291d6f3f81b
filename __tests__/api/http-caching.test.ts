/** @jest-environment node */
/**
 * Issue 22 §5: the public GETs carry an ETag (304 on If-None-Match) and a Cache-Control a CDN can
 * use, a staff change still shows at once on the instance that made it and within a second or two on
 * another instance sharing the database; /staff answers are never stored. And answers are compressed
 * (Brotli, gzip) above 1 KiB, while small ones go plain.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { buildServer } from "../../api/server";
import { PUBLIC_CACHE_CONTROL } from "../../api/http/caching";
import { TEST_ENGINES, sleep, startServer, type TestServer } from "./helpers";
import { JOB, staffClient, type Job, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

interface StaffPost {
  id: number;
  version: number;
  title: string;
  url: string;
  blog: string;
  status: string;
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that shows the bytes as sent (fetch would decompress them and add its own Accept-Encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe.each(TEST_ENGINES)("caching and compression on %s", (engine) => {
  let server: TestServer;
  let hr: StaffClient;
  let marketing: StaffClient;

  beforeAll(async () => {
    server = await startServer(engine);
    hr = await staffClient(server, "hr");
    marketing = await staffClient(server, "marketing");
  });
  afterAll(() => server.close());

  const publicRoutes = async () => {
    const [post] = JSON.parse((await get(`${server.base}/blogs`)).body.toString()) as { url: string; image: string }[];
    const image = new URL(post.image).pathname;
    return ["/jobVacancies", "/blogs", "/blogs?page=2", `/blog/${post.url}`, image, "/CaseStudy/orbit-fixture.pdf"];
  };

  it("gives every public GET an ETag and a CDN-friendly Cache-Control, and answers 304 when the client has it", async () => {
    for (const route of await publicRoutes()) {
      const first = await get(`${server.base}${route}`);
      expect([route, first.status]).toEqual([route, 200]);
      const etag = first.headers.etag ?? "";
      expect([route, etag]).toEqual([route, expect.stringMatching(/^W\/"[\w-]+"$/)]);
      const cacheControl = route.startsWith("/blog-images/") ? PUBLIC_CACHE_CONTROL.replace("max-age=0", "max-age=86400") : PUBLIC_CACHE_CONTROL;
      expect([route, first.headers["cache-control"]]).toEqual([route, cacheControl]);
      // A browser never serves an old list while it revalidates (Chrome honours stale-while-revalidate in
      // its own cache); only a CDN may, through its own header.
      expect([route, first.headers["cache-control"]]).toEqual([route, expect.not.stringMatching(/stale-while-revalidate/)]);
      expect([route, first.headers["cache-control"]]).toEqual([route, expect.stringMatching(/(^|, )max-age=(0|86400), must-revalidate(, |$)/)]);
      expect([route, first.headers["cdn-cache-control"]]).toEqual([route, "max-age=10, stale-while-revalidate=60"]);

      const again = await get(`${server.base}${route}`, { "if-none-match": etag });
      expect([route, again.status, again.body.length]).toEqual([route, 304, 0]);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(cacheControl);
      // A list of tags, the strong form of the tag, and `*` match too; another tag does not.
      expect((await get(`${server.base}${route}`, { "if-none-match": `"nope", ${etag.slice(2)}` })).status).toBe(304);
      expect((await get(`${server.base}${route}`, { "if-none-match": "*" })).status).toBe(304);
      expect((await get(`${server.base}${route}`, { "if-none-match": 'W/"other"' })).status).toBe(200);
    }
    const missing = await get(`${server.base}/blog/no-such-post`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ statusCode: 404, error: "Not Found", message: "No blog post at this address" });
  });

  it("shows a staff change at once on this instance: a new ETag, and the new content", async () => {
    const before = await get(`${server.base}/jobVacancies`);
    const { status, body: job } = await hr.json<Job>("/staff/jobs", { method: "POST", body: { ...JOB, job_title: "Cache Buster" } });
    expect(status).toBe(201);
    const after = await get(`${server.base}/jobVacancies`, { "if-none-match": before.headers.etag ?? "" });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString()).toContain("Cache Buster");
    await hr.call(`/staff/jobs/${job.id}`, { method: "DELETE" });
    expect((await get(`${server.base}/jobVacancies`)).body.toString()).not.toContain("Cache Buster");
  });

  it("shows a change made through another instance on the same database within two seconds", async () => {
    const other = await buildServer({ ...server.options });
    try {
      await other.listen({ host: "127.0.0.1", port: 0 });
      const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      expect((await get(`${otherBase}/blogs`)).status).toBe(200); // now cached there
      const { body } = await marketing.json<{ items: StaffPost[] }>("/staff/posts?status=published");
      const post = body.items[0];
      const renamed = `${post.title} (renamed)`;
      const saved = await marketing.call(`/staff/posts/${post.id}`, {
        method: "PUT",
        body: { title: renamed, url: post.url, blog: post.blog, status: post.status, version: post.version },
      });
      expect(saved.status).toBe(200);
      const started = Date.now();
      let seen = false;
      while (!seen && Date.now() - started < 5_000) {
        seen = (await get(`${otherBase}/blogs`)).body.toString().includes(renamed);
        if (!seen) await sleep(100);
      }
      expect(seen).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await other.close();
    }
  });

  it("keeps /staff answers out of every cache", async () => {
    for (const route of ["/staff/jobs", "/staff/posts", "/staff/enquiries"]) {
      const response = await (route === "/staff/jobs" ? hr : marketing).call(route);
      if (response.status === 403) continue;
      expect([route, response.headers.get("cache-control")]).toEqual([route, "private, no-store"]);
      expect(response.headers.get("etag")).toBeNull();
    }
    const signedOut = await fetch(`${server.base}/staff/jobs`);
    expect(signedOut.headers.get("cache-control")).toBe("private, no-store");
  });

  it("compresses JSON and PDFs with Brotli or gzip, as the client accepts", async () => {
    for (const route of ["/jobVacancies", "/blogs", "/CaseStudy/orbit-fixture.pdf"]) {
      const plain = await get(`${server.base}${route}`);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const br = await get(`${server.base}${route}`, { "accept-encoding": "gzip, deflate, br" });
      expect([route, br.headers["content-encoding"]]).toEqual([route, "br"]);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length);
      const gzip = await get(`${server.base}${route}`, { "accept-encoding": "gzip" });
      expect([route, gzip.headers["content-encoding"]]).toEqual([route, "gzip"]);
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      // The ETag names the content, whatever the encoding.
      expect(br.headers.etag).toBe(plain.headers.etag);
    }
  });

  it("compresses a shared answer once however many ask for it, and tells caches it varies by encoding", async () => {
    const compressions = jest.spyOn(zlib, "brotliCompressSync");
    try {
      const asks = await Promise.all(Array.from({ length: 20 }, () => get(`${server.base}/jobVacancies`, { "accept-encoding": "br" })));
      const plain = await get(`${server.base}/jobVacancies`);
      for (const ask of asks) expect(zlib.brotliDecompressSync(ask.body).equals(plain.body)).toBe(true);
      // One answer is cached for a second: at most two of them (if the twenty straddled a rebuild).
      expect(compressions.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      compressions.mockRestore();
    }
    // Plain or revalidated, the answer says it varies by encoding (beside CORS's Origin).
    const plain = await get(`${server.base}/jobVacancies`, { origin: "http://localhost:8000" });
    expect(plain.headers.vary).toMatch(/origin/i);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const revalidated = await get(`${server.base}/jobVacancies`, { "if-none-match": String(plain.headers.etag), "accept-encoding": "br" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toMatch(/accept-encoding/i);
    expect(revalidated.headers["content-encoding"]).toBeUndefined();
    // The client's preferences count: Brotli refused, gzip it is; nothing acceptable, plain.
    const gzip = await get(`${server.base}/jobVacancies`, { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const none = await get(`${server.base}/jobVacancies`, { "accept-encoding": "deflate" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.equals(plain.body)).toBe(true);
  });

  it("sends small answers as they are", async () => {
    for (const route of ["/health", "/blog/no-such-post", "/blogs?page=999"]) {
      const small = await get(`${server.base}${route}`, { "accept-encoding": "br, gzip" });
      expect([route, small.headers["content-encoding"]]).toEqual([route, undefined]);
      expect(small.body.length).toBeLessThan(1024);
      expect(() => JSON.parse(small.body.toString())).not.toThrow();
    }
  });
});
