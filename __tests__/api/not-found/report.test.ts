/**
 * `POST /not-found` (issue 30) through the real API on both engines: 204 with an empty body, the path's
 * count and times, the query string dropped, the referrer kept as its host only, reports sent together
 * counted exactly, bad bodies refused with 422 and nothing stored, and probes, the console, other origins
 * and bots left out.
 */
import { Writable } from "node:stream";
import { SITE_ORIGIN, TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { kept, report } from "./not-found-helpers";

jest.setTimeout(60_000);

describe.each(TEST_ENGINES)("POST /not-found (%s)", (engine) => {
  let server: TestServer;
  let clock = new Date("2026-11-20T06:00:00.000Z");

  beforeAll(async () => {
    server = await startServer(engine, { now: () => clock, trustProxy: 1 });
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await server.exec("DELETE FROM not_found_paths");
  });

  it("answers 204 with an empty body and counts the path with its first and last time", async () => {
    clock = new Date("2026-11-20T06:00:00.000Z");
    const first = await report(server, { path: "/old-services" });
    expect(first).toEqual({ status: 204, text: "", cors: SITE_ORIGIN });
    clock = new Date("2026-11-21T07:30:00.000Z");
    await report(server, { path: "/old-services" });
    clock = new Date("2026-11-22T08:45:00.000Z");
    await report(server, { path: "/old-services", contentType: "application/json" });
    expect(await kept(server)).toEqual([
      { path: "/old-services", count: 3, first_seen: "2026-11-20T06:00:00.000Z", last_seen: "2026-11-22T08:45:00.000Z", referrers: {} },
    ]);
  });

  it("keeps the path without its query string, fragment or trailing slash, and the referrer as its host only", async () => {
    await report(server, { path: "/blog/lost-post?utm_source=mail&email=ada@example.in#top", referrer: "https://News.Example.com/a/page?id=7#c" });
    await report(server, { path: "/blog/lost-post/", referrer: "https://news.example.com/other" });
    await report(server, { path: "/blog/lost-post", referrer: "http://localhost:9000/blog" });
    await report(server, { path: "/blog/lost-post", referrer: "android-app://com.example.mail/" });
    await report(server, { path: "/blog/lost-post", referrer: "not a web address" });
    const [row] = await kept(server);
    expect(row.path).toBe("/blog/lost-post");
    expect(row.count).toBe(5);
    expect(row.referrers).toEqual({ "news.example.com": 2, localhost: 1 });
    const stored = JSON.stringify(await server.rows("SELECT * FROM not_found_referrers"));
    expect(stored).not.toMatch(/page|id=7|utm|ada@/);
  });

  it("counts reports sent together exactly, each referring host too", async () => {
    const sends = Array.from({ length: 40 }, (_, i) =>
      report(server, { path: "/together", referrer: i % 4 === 0 ? "https://search.example/q" : "https://friend.example/" }),
    );
    expect((await Promise.all(sends)).map((r) => r.status)).toEqual(Array(40).fill(204));
    expect(await kept(server)).toEqual([
      expect.objectContaining({ path: "/together", count: 40, referrers: { "search.example": 10, "friend.example": 30 } }),
    ]);
  });

  it.each([
    ["a list", JSON.stringify(["/missing"]), "body"],
    ["a number", "42", "body"],
    ["null", "null", "body"],
    ["not JSON", "{path: /missing", "body"],
    ["an empty body", "", "body"],
    ["no path", JSON.stringify({ referrer: "https://a.example/" }), "path"],
    ["a path that is a number", JSON.stringify({ path: 404 }), "path"],
    ["a path without its slash", JSON.stringify({ path: "missing" }), "path"],
    ["a full address as the path", JSON.stringify({ path: "https://evil.example/x" }), "path"],
    ["a path over 512 characters", JSON.stringify({ path: `/${"a".repeat(512)}` }), "path"],
    ["a path holding NUL", JSON.stringify({ path: "/a\u0000b" }), "path"],
    ["a referrer that is not text", JSON.stringify({ path: "/missing", referrer: { host: "a.example" } }), "referrer"],
  ])("refuses %s with 422 naming the field, and stores nothing", async (_name, body, field) => {
    const answer = await report(server, { body });
    expect(answer.status).toBe(422);
    const { errors } = JSON.parse(answer.text) as { errors: { field: string; message: string }[] };
    expect(errors.map((e) => e.field)).toContain(field);
    expect(errors.every((e) => typeof e.message === "string" && e.message.length > 0)).toBe(true);
    expect(await server.count("not_found_paths")).toBe(0);
  });

  it("takes a path of exactly 512 characters, and one whose query string alone is long", async () => {
    const longest = `/${"a".repeat(511)}`;
    expect((await report(server, { path: longest })).status).toBe(204);
    expect((await report(server, { path: `/short?${"q".repeat(1_000)}` })).status).toBe(204);
    expect((await kept(server)).map((row) => row.path)).toEqual([longest, "/short"]);
  });

  it("answers an unknown body type with 415 and an oversized body with 413, never a 500", async () => {
    expect((await report(server, { contentType: "application/x-www-form-urlencoded", body: "path=/x" })).status).toBe(415);
    expect((await report(server, { body: JSON.stringify({ path: "/x", referrer: "r".repeat(5_000) }) })).status).toBe(413);
    expect(await server.count("not_found_paths")).toBe(0);
  });

  it.each(["/wp-admin/setup-config.php", "/wp-login.php", "/index.php", "/.env", "/app/.env.production", "/.git/config", "/xmlrpc.php", "/phpmyadmin/", "/%2Egit/HEAD", "/WP-ADMIN", "/cgi-bin/luci", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php"])(
    "leaves the bot probe %s out (204, nothing stored)",
    async (path) => {
      expect((await report(server, { path })).status).toBe(204);
      expect(await server.count("not_found_paths")).toBe(0);
    },
  );

  it("leaves out the console, other origins, requests without an Origin and bots (204, nothing stored)", async () => {
    const answers = [
      await report(server, { path: "/admin/missing" }),
      await report(server, { path: "/%61dmin" }),
      await report(server, { path: "/from-elsewhere", origin: "https://preview.example" }),
      await report(server, { path: "/no-origin", origin: null }),
      await report(server, { path: "/crawled", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ];
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204, 204]);
    expect(await server.count("not_found_paths")).toBe(0);
    // Ordinary missing pages next to them are counted, even ones that name what probes look for.
    await report(server, { path: "/blog/wordpress-or-gatsby" });
    await report(server, { path: "/career/php-developer" });
    expect((await kept(server)).map((row) => row.path)).toEqual(["/blog/wordpress-or-gatsby", "/career/php-developer"]);
  });
});

describe.each(TEST_ENGINES)("the API's log and POST /not-found (%s)", (engine) => {
  it("holds neither the sender's address nor its user agent, even at its most verbose", async () => {
    let log = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const server = await startServer(engine, { trustProxy: 1, logger: { level: "trace", stream } });
    try {
      const agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Zarathustra/9";
      expect((await report(server, { path: "/missing-moon-base", from: "198.51.100.77", userAgent: agent })).status).toBe(204);
      expect((await report(server, { path: 42, from: "198.51.100.77", userAgent: agent })).status).toBe(422);
      expect((await kept(server)).map((row) => row.path)).toEqual(["/missing-moon-base"]);
      expect(log).not.toContain("198.51.100.77");
      expect(log).not.toContain("Zarathustra");
    } finally {
      await server.close();
    }
  });
});
