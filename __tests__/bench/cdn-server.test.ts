/** @jest-environment node */
import fs from "fs";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import zlib from "zlib";
import http from "http";
import { createCdnServer, pickEncoding, readClientOnlyRoutes, resolveFile } from "../../bench/cdn-server";

const PAGE = `<!doctype html><html><body>${"<p>Selenova Digital reaches for the moon.</p>".repeat(200)}</body></html>`;
let root: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cdn-server-"));
  fs.mkdirSync(path.join(root, "about"));
  fs.mkdirSync(path.join(root, "blog/__post"), { recursive: true });
  fs.mkdirSync(path.join(root, "blog/guide"), { recursive: true });
  fs.writeFileSync(path.join(root, "blog/__post/index.html"), "<p>Post shell</p>");
  fs.writeFileSync(path.join(root, "blog/guide/index.html"), "<p>A built page</p>");
  fs.writeFileSync(path.join(root, ".cache-match-paths.json"), JSON.stringify([{ path: "/blog", matchPath: "/blog" }, { path: "/blog/__post", matchPath: "/blog/*" }]));
  fs.mkdirSync(path.join(root, "static/abc"), { recursive: true });
  fs.writeFileSync(path.join(root, "index.html"), PAGE);
  fs.writeFileSync(path.join(root, "about/index.html"), "<p>About</p>");
  fs.writeFileSync(path.join(root, "404.html"), "<p>Lost in space</p>");
  fs.writeFileSync(path.join(root, "static/abc/hero.avif"), Buffer.from([0, 1, 2, 3]));
  fs.writeFileSync(path.join(root, "app-0123456789abcdef0123.js"), "console.log('app')");
  fs.writeFileSync(path.join(os.tmpdir(), "cdn-server-secret.txt"), "secret");
  fs.mkdirSync(path.join(root, "cache"));
  fs.renameSync(path.join(root, ".cache-match-paths.json"), path.join(root, "cache/match-paths.json"));
  server = createCdnServer(root, { clientOnlyRoutes: readClientOnlyRoutes(path.join(root, "cache")) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** fetch() would decode the body itself; these tests read the bytes as they come over the wire. */
async function get(urlPath: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${origin}${urlPath}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the bench's CDN-like server", () => {
  it("sends HTML Brotli-compressed to a browser that accepts it, smaller than gzip, and intact", async () => {
    const br = await get("/", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);

    const gzip = await get("/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(gzip.body.length);

    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("serves a route from its folder's index.html and images as they are", async () => {
    expect((await get("/about")).body.toString()).toBe("<p>About</p>");
    const image = await get("/static/abc/hero.avif", "br");
    expect(image.headers["content-type"]).toBe("image/avif");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("applies the site's headers: security on everything, HTML revalidated, hashed bundles immutable", async () => {
    const page = await get("/about");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await get("/app-0123456789abcdef0123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers an unknown path with the site's 404 page, and never serves a file outside the build", async () => {
    const missing = await get("/nowhere");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe("<p>Lost in space</p>");
    expect((await get("/../cdn-server-secret.txt")).status).toBe(404);
    expect((await get("/%2e%2e/cdn-server-secret.txt")).status).toBe(404);
    expect(resolveFile(root, "/%2e%2e/cdn-server-secret.txt")).toBeNull();
  });
});

describe("pickEncoding", () => {
  it("prefers Brotli, falls back to gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it("serves a client-only route's fallback page with 200 for any path under it, as docs/nginx.conf does", async () => {
    const post = await get("/blog/any-post-at-all");
    expect(post.status).toBe(200);
    expect(post.body.toString()).toBe("<p>Post shell</p>");
    expect((await get("/blog/guide")).body.toString()).toBe("<p>A built page</p>");
    expect((await get("/blogger")).status).toBe(404);
    expect(readClientOnlyRoutes(path.join(root, "nowhere"))).toEqual([]);
  });
});
