/**
 * Several API instances on one PostgreSQL (issue 31): the same visitor's beacons, spread over two
 * instances and arriving together, are each counted once, in one visit, the visitor once.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildServer } from "../../../api/server";
import { SITE_ORIGIN, TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { BROWSER, beacon, counts, viewsStored } from "./analytics-helpers";

jest.setTimeout(60_000);

const engines = TEST_ENGINES.filter((engine) => engine === "postgres");
const maybe = engines.length > 0 ? describe : describe.skip;

maybe("two API instances on one PostgreSQL", () => {
  let first: TestServer;
  let second: FastifyInstance;
  let secondBase = "";

  beforeAll(async () => {
    first = await startServer("postgres", { privacySweepEveryMs: null });
    second = await buildServer({ ...first.options, privacySweepEveryMs: null });
    await second.listen({ host: "127.0.0.1", port: 0 });
    secondBase = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("counts each page view once, one visit and one visitor per person, whichever instance took it", async () => {
    const visitors = [BROWSER, `${BROWSER} Firefox/133.0`, `${BROWSER} Edg/131.0`];
    const paths = ["/", "/services", "/case-studies", "/contact-us"];
    const sends: Promise<{ status: number }>[] = [];
    for (let round = 0; round < 5; round++) {
      for (const [v, userAgent] of visitors.entries()) {
        for (const [p, path] of paths.entries()) {
          const to = (round + v + p) % 2 === 0 ? first : { ...first, base: secondBase };
          sends.push(beacon(to, { url: `${SITE_ORIGIN}${path}?utm_source=share`, userAgent }));
        }
      }
    }
    const answers = await Promise.all(sends);
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    const total = 5 * visitors.length * paths.length;
    await viewsStored(first, total);
    expect(await counts(first)).toMatchObject({
      pageviews: total,
      visits: visitors.length,
      daily: [{ visitors: visitors.length, visits: visitors.length, pageviews: total }],
      pages: paths.sort().map((path) => ({ path, pageviews: 5 * visitors.length, visitors: visitors.length })),
      sources: [{ source: "share", medium: "", campaign: "", visits: visitors.length, visitors: visitors.length }],
    });
  });
});

// Keeps the file a suite when PostgreSQL is not among the engines.
if (engines.length === 0) it("runs on PostgreSQL only", () => expect(TEST_ENGINES).not.toContain("postgres"));
