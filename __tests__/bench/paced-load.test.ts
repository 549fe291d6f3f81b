/** @jest-environment node */
/**
 * The bench's open-loop load (bench/paced-load.ts, issue 28 §6): requests are spread evenly over the
 * run, never sent a second's worth at a time as autocannon's `overallRate` does, and each one's latency
 * counts from when it was due, so a server that holds answers back is measured as slow.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runJsonChild } from "../../bench/child-json";
import { beaconRequest, median, quantile, runPacedLoad } from "../../bench/paced-load";

async function serve(handler: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/events`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("the paced open-loop load", () => {
  it("spreads the requests evenly over the run instead of sending them in bursts", async () => {
    const arrivals: number[] = [];
    const server = await serve((request, response) => {
      arrivals.push(performance.now());
      request.resume();
      request.on("end", () => response.writeHead(202).end());
    });
    const result = await runPacedLoad({ url: server.url, method: "POST", body: "{}", rate: 200, duration: 1, connections: 50 });
    await server.close();
    expect(result["2xx"]).toBe(200);
    expect(result.errors + result.timeouts + result.non2xx).toBe(0);
    // 200 a second is one every 5 ms, ten in 50 ms; a burst would bring all 200 within a few. (A busy machine
    // that holds the sender back for a while sends what fell due meanwhile at once: allow for that.)
    const busiest = Math.max(...arrivals.map((t) => arrivals.filter((u) => u >= t && u < t + 50).length));
    expect(busiest).toBeLessThanOrEqual(60);
    expect(arrivals[arrivals.length - 1] - arrivals[0]).toBeGreaterThan(900);
  });

  it("counts a held answer's latency from when its request was due", async () => {
    const server = await serve((request, response) => {
      request.resume();
      setTimeout(() => response.writeHead(200).end("{}"), 120);
    });
    const result = await runPacedLoad({ url: server.url, method: "GET", rate: 50, duration: 0.4, connections: 3 });
    await server.close();
    expect(result["2xx"]).toBe(20);
    expect(result.latency.p50).toBeGreaterThanOrEqual(120);
    // Three connections for answers that take 120 ms can answer 25 a second, not 50: the later requests wait
    // for a connection (the last, due at 380 ms, is answered at about 800 ms), and that wait counts.
    expect(result.latency.max).toBeGreaterThan(300);
  });

  it("sends beacons from many visitors, as the site would", () => {
    const first = beaconRequest(0, { origin: "http://localhost:9000", visitors: 3 });
    const fourth = beaconRequest(3, { origin: "http://localhost:9000", visitors: 3 });
    expect(first.userAgent).toBe(fourth.userAgent);
    expect(beaconRequest(1, { origin: "http://localhost:9000", visitors: 3 }).userAgent).not.toBe(first.userAgent);
    expect(JSON.parse(first.body)).toEqual({ url: "http://localhost:9000/", referrer: "" });
  });

  it("reads quantiles by nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([quantile(values, 0.5), quantile(values, 0.99), quantile(values, 1), quantile([], 0.5)]).toEqual([50, 99, 100, 0]);
  });

  it("combines rounds by their median, so one stalled round does not set the figure", () => {
    expect(median([5.1, 212.4, 5.3])).toBe(5.3);
    expect(median([4, 6, 100, 5])).toBe(5.5);
    expect(median([7.04])).toBe(7);
    expect(median([])).toBe(0);
  });

  it("reads a load process's JSON result, and says which script printed none", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-child-json-"));
    const good = path.join(dir, "good.js");
    const silent = path.join(dir, "silent.js");
    fs.writeFileSync(good, 'process.stdout.write(JSON.stringify({ "2xx": Number(process.argv[2]) }));');
    fs.writeFileSync(silent, "");
    try {
      await expect(runJsonChild<{ "2xx": number }>(good, ["42"])).resolves.toEqual({ "2xx": 42 });
      await expect(runJsonChild(silent, [])).rejects.toThrow(`${silent} printed no JSON result`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
