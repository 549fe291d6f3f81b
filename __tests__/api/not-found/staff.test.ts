/**
 * The console's "Not found" list (issue 30) through the real API on both engines: who may read and
 * remove rows, the order and paging, removal by id and by path with its audit entry, the table's cap on
 * new paths, and the daily sweep dropping paths not seen for 90 days.
 */
import { sweep } from "../../../api/privacy/sweep";
import { PAGE_SIZE } from "../../../api/staff/input";
import { readRetention } from "../../../shared/retention";
import { TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { staffClient, staffFetch, type StaffClient } from "../staff-helpers";
import { kept, report } from "./not-found-helpers";

jest.setTimeout(90_000);

interface Item {
  id: number;
  path: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  referrers: { host: string; count: number }[];
}
interface Page {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(TEST_ENGINES)("GET and DELETE /staff/not-found (%s)", (engine) => {
  let server: TestServer;
  let clock = new Date("2026-11-20T06:00:00.000Z");
  let admin: StaffClient;
  let marketing: StaffClient;

  beforeAll(async () => {
    server = await startServer(engine, { now: () => clock, trustProxy: 1 });
    admin = await staffClient(server, "admin");
    marketing = await staffClient(server, "marketing");
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await server.exec("DELETE FROM not_found_paths");
  });

  it("is for admin and marketing: 401 signed out, 403 for hr and sales, on reading and removing", async () => {
    await report(server, { path: "/gone" });
    expect((await staffFetch(server, "/staff/not-found")).status).toBe(401);
    expect((await staffFetch(server, "/staff/not-found?path=/gone", { method: "DELETE" })).status).toBe(401);
    for (const role of ["hr", "sales"] as const) {
      const other = await staffClient(server, role);
      expect((await other.call("/staff/not-found")).status).toBe(403);
      expect((await other.call("/staff/not-found?path=/gone", { method: "DELETE" })).status).toBe(403);
      expect((await other.call("/staff/not-found/1", { method: "DELETE" })).status).toBe(403);
    }
    for (const client of [admin, marketing]) expect((await client.json<Page>("/staff/not-found")).body.total).toBe(1);
    expect(await server.count("not_found_paths")).toBe(1);
  });

  it("lists the most frequent first, with times and referring sites, 25 a page", async () => {
    // 30 paths: /p-1 asked once … /p-30 thirty times, each from a search engine, /p-30 also from a blog.
    const paths = Array.from({ length: 30 }, (_, i) => ({ path: `/p-${i + 1}`, times: i + 1 }));
    for (const { path, times } of paths) {
      for (let n = 0; n < times; n += 1) await report(server, { path, referrer: n === 0 && path === "/p-30" ? "https://blog.example/post" : "https://search.example/" });
    }
    const first = await marketing.json<Page>("/staff/not-found");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: PAGE_SIZE });
    expect(first.body.items.map((item) => item.path)).toEqual(paths.slice(5).reverse().map((p) => p.path));
    expect(first.body.items[0]).toEqual({
      id: expect.any(Number),
      path: "/p-30",
      count: 30,
      firstSeen: "2026-11-20T06:00:00.000Z",
      lastSeen: "2026-11-20T06:00:00.000Z",
      referrers: [
        { host: "search.example", count: 29 },
        { host: "blog.example", count: 1 },
      ],
    });
    const second = await marketing.json<Page>("/staff/not-found?page=2");
    expect(second.body.items.map((item) => item.path)).toEqual(["/p-5", "/p-4", "/p-3", "/p-2", "/p-1"]);
    expect((await marketing.json("/staff/not-found?page=0")).status).toBe(422);
  });

  it("puts the most recently seen first among equal counts", async () => {
    clock = new Date("2026-11-20T06:00:00.000Z");
    await report(server, { path: "/older" });
    clock = new Date("2026-11-21T06:00:00.000Z");
    await report(server, { path: "/newer" });
    expect((await admin.json<Page>("/staff/not-found")).body.items.map((item) => item.path)).toEqual(["/newer", "/older"]);
  });

  it("removes a row by id or by path, with its referrers, and writes it in the audit log", async () => {
    await report(server, { path: "/old-about", referrer: "https://a.example/" });
    await report(server, { path: "/old-about" });
    await report(server, { path: "/old-contact", referrer: "https://b.example/" });
    const { items } = (await marketing.json<Page>("/staff/not-found")).body;
    const about = items.find((item) => item.path === "/old-about");
    expect((await marketing.call(`/staff/not-found/${about?.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await marketing.call(`/staff/not-found/${about?.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await marketing.call(`/staff/not-found?path=${encodeURIComponent("/old-contact")}`, { method: "DELETE" })).status).toBe(204);
    expect((await marketing.call("/staff/not-found?path=/old-contact", { method: "DELETE" })).status).toBe(404);
    expect((await marketing.call("/staff/not-found?path=old-contact", { method: "DELETE" })).status).toBe(422);
    expect((await marketing.call("/staff/not-found", { method: "DELETE" })).status).toBe(422);
    expect(await server.count("not_found_paths")).toBe(0);
    expect(await server.count("not_found_referrers")).toBe(0);
    const entries = await server.rows<{ actor_email: string; action: string; entity: string; detail: string }>(
      "SELECT actor_email, action, entity, detail FROM audit_log WHERE entity = 'not-found' ORDER BY id",
    );
    expect(entries).toEqual([
      { actor_email: marketing.user.email, action: "delete", entity: "not-found", detail: "/old-about (asked for 2 times)" },
      { actor_email: marketing.user.email, action: "delete", entity: "not-found", detail: "/old-contact (asked for 1 times)" },
    ]);
    // Asked for again after its removal, it starts a new row.
    await report(server, { path: "/old-about" });
    expect((await kept(server)).map((row) => [row.path, row.count])).toEqual([["/old-about", 1]]);
  });

  it("drops paths not seen for 90 days in the daily sweep, and keeps the rest", async () => {
    const asked = [
      { path: "/seen-91-days-ago", at: "2026-08-21T23:59:59.000Z" },
      { path: "/seen-90-days-ago", at: "2026-08-22T00:00:00.000Z" },
      { path: "/seen-yesterday", at: "2026-11-19T10:00:00.000Z" },
    ];
    for (const { path, at } of asked) {
      clock = new Date(at);
      await report(server, { path, referrer: "https://c.example/" });
    }
    // Asked for long ago and again lately: it stays.
    clock = new Date("2026-05-01T10:00:00.000Z");
    await report(server, { path: "/first-long-ago" });
    clock = new Date("2026-11-01T10:00:00.000Z");
    await report(server, { path: "/first-long-ago" });

    const summary = await sweep(server.db, readRetention({}), "2026-11-20", "test sweep");
    expect(summary.notFound).toEqual({ deleted: 1 });
    expect((await kept(server)).map((row) => row.path)).toEqual(["/first-long-ago", "/seen-90-days-ago", "/seen-yesterday"]);
    expect(await server.count("not_found_referrers")).toBe(2);
  });
});
