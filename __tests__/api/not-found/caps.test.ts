/**
 * A flood cannot grow the not-found tables without bound (issue 30), on both engines: one address gets
 * FLOOD_MAX reports a minute counted; past the cap on paths a new path is not counted while known ones
 * still are; and a path keeps at most REFERRER_CAP referring hosts (the path itself still counted).
 */
import { REFERRER_CAP, recordReport } from "../../../api/not-found/record";
import { FLOOD_MAX } from "../../../api/not-found/route";
import { TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { kept, report } from "./not-found-helpers";

jest.setTimeout(60_000);

describe.each(TEST_ENGINES)("the not-found tables' caps (%s)", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(engine, { trustProxy: 1 });
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await server.exec("DELETE FROM not_found_paths");
  });

  it(`counts ${FLOOD_MAX} reports a minute from one address, and the rest from it not at all`, async () => {
    const answers = [];
    for (let i = 0; i < FLOOD_MAX + 10; i += 1) answers.push((await report(server, { path: `/flood-${i}`, from: "203.0.113.9" })).status);
    expect(answers).toEqual(Array(FLOOD_MAX + 10).fill(204));
    expect(await server.count("not_found_paths")).toBe(FLOOD_MAX);
    // Another address is not held back by it.
    await report(server, { path: "/someone-else", from: "198.51.100.4" });
    expect(await server.count("not_found_paths")).toBe(FLOOD_MAX + 1);
  });

  it("counts no new path once the table holds the cap, but goes on counting the known ones", async () => {
    const at = new Date("2026-11-20T06:00:00.000Z");
    const outcomes = [];
    for (const path of ["/a", "/b", "/c", "/d", "/a", "/e", "/c"]) outcomes.push(await recordReport(server.db, { path, referrerHost: null }, at, 3));
    expect(outcomes).toEqual(["counted", "counted", "counted", "full", "counted", "full", "counted"]);
    expect((await kept(server)).map((row) => [row.path, row.count])).toEqual([["/a", 2], ["/b", 1], ["/c", 2]]);
  });

  it(`keeps at most ${REFERRER_CAP} referring hosts a path, counting the path every time`, async () => {
    for (let i = 0; i < REFERRER_CAP + 5; i += 1) await report(server, { path: "/popular", referrer: `https://site-${i}.example/` });
    await report(server, { path: "/popular", referrer: "https://site-0.example/again" });
    const [row] = await kept(server);
    expect(row.count).toBe(REFERRER_CAP + 6);
    expect(Object.keys(row.referrers)).toHaveLength(REFERRER_CAP);
    expect(row.referrers["site-0.example"]).toBe(2);
    expect(row.referrers[`site-${REFERRER_CAP}.example`]).toBeUndefined();
  });
});
