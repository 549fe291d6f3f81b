/** @jest-environment node */
import type { AddressInfo } from "node:net";
import { buildServer } from "../../api/server";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { connect } from "../../api/store/db";
import { countHit, countHits, databaseRateLimitStore, sweepRateLimits } from "../../api/store/rate-limit";
import { PERSON, TEST_ENGINES, postApplication, postJson, startServer, type TestServer } from "./helpers";

describe.each(TEST_ENGINES)("per-IP rate limit on POSTs, on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { rateLimitMax: 3 });
  });
  afterAll(() => server.close());

  it("shares one budget over all POST routes, answers 429 past it and stores nothing more", async () => {
    const contact = { ...PERSON, message: "Hello" };
    expect((await postJson(server.base, "/contactus", contact)).status).toBe(201);
    expect((await postJson(server.base, "/case_study/store", { ...PERSON, pdf: "orbit-fixture" })).status).toBe(201);
    expect((await postApplication(server.base)).status).toBe(201);

    const limited = await postJson(server.base, "/contactus", contact);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { statusCode: number }).statusCode).toBe(429);
    expect((await postApplication(server.base)).status).toBe(429);

    expect(await server.count("contacts")).toBe(1);
    expect(await server.count("job_applications")).toBe(1);
    expect(await server.files("resume")).toHaveLength(1);
  });

  it("never limits reading", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await fetch(`${server.base}/jobVacancies`)).status).toBe(200);
    }
  });

  it("keeps the budget in the database, so a second server on it draws on the same one", async () => {
    const second = await buildServer({ ...server.options });
    try {
      await second.listen({ host: "127.0.0.1", port: 0 });
      const { port } = second.server.address() as AddressInfo;
      const res = await postJson(`http://127.0.0.1:${port}`, "/contactus", { ...PERSON, message: "Hello again" });
      expect(res.status).toBe(429);
    } finally {
      await second.close();
    }
    expect(await server.count("contacts")).toBe(1);
  });

  it("counts atomically, starts a new window when the old one ends, and sweeps ended windows", async () => {
    const key = `test-${engine}`;
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(server.db, key, 60_000)));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.every((hit) => hit.ttl > 0 && hit.ttl <= 60_000)).toBe(true);

    const later = Date.now() + 61_000;
    expect(await countHit(server.db, key, 60_000, later)).toEqual({ current: 1, ttl: 60_000 });
    expect(await sweepRateLimits(server.db, later + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await server.rows(`SELECT key FROM rate_limits WHERE key = '${key}'`)).toEqual([]);
  });

  it("counts hits that arrive together in one write, each with its own place in the count, across instances", async () => {
    const key = `batch-${engine}`;
    // Two instances' stores, each on its own connection to the one database.
    const second = connect({ databaseUrl: server.options.databaseUrl, dbPath: server.options.dbPath });
    try {
      const stores: FastifyRateLimitStore[] = [server.db, second.db].map((db) => new (databaseRateLimitStore(db))({}));
      const incr = (store: FastifyRateLimitStore) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000, 100),
        );
      const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => incr(stores[i % 2])));
      expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(hits.every((hit) => hit.ttl > 0 && hit.ttl <= 60_000)).toBe(true);
      expect(await server.rows(`SELECT count FROM rate_limits WHERE key = '${key}'`)).toEqual([{ count: 40 }]);
    } finally {
      await second.close();
    }
    // Several keys in one write: each key's own count and window.
    const now = Date.now();
    const counted = await countHits(server.db, [{ key, n: 2, timeWindow: 60_000 }, { key: `${key}-other`, n: 3, timeWindow: 1_000 }], now);
    expect(counted.get(key)?.count).toBe(42);
    expect(counted.get(`${key}-other`)).toEqual({ count: 3, resetAt: now + 1_000 });
  });

  it("lets exactly the budget through when requests arrive all at once", async () => {
    const burst = await startServer(engine, { rateLimitMax: 5 });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => postJson(burst.base, "/contactus", { ...PERSON, message: `Burst ${i}` }).then((r) => r.status)),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      expect(await burst.count("contacts")).toBe(5);
    } finally {
      await burst.close();
    }
  });
});
