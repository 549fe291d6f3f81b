/**
 * The open loop's load (issue 28 §6, issue 31), run as a process of its own so its work is not the server's:
 * requests due at a fixed rate, evenly spaced (request i is due at start + i / rate), each sent when it is
 * due whatever the earlier ones are doing, over at most `connections` keep-alive connections. A request's
 * latency runs from the moment it was due to the end of its answer, so time spent waiting for a free
 * connection or behind a slow answer counts (coordinated omission avoided the way wrk2 does it).
 *
 * Why not autocannon's `overallRate`: autocannon 8 gives each connection a budget of rate ÷ connections
 * requests per second, which it spends back to back as fast as the answers come, then waits for the next
 * second (lib/httpClient.js, `reqsMadeThisSecond`, reset by a 1 s interval). At 1,000 req/s over 200
 * connections the server got all 1,000 requests at the start of each second and nothing for the rest of it,
 * so its p99 was the time to clear a 1,000-request burst: the CPU per request times 1,000, not the latency
 * of a load arriving at 1,000 a second (docs/decisions/bench.md, "Where it stands", session 18).
 *
 * `node --import tsx bench/paced-load.ts '<json PacedLoad>'` prints a PacedResult as JSON (latencies in ms, to 0.1).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { runJsonChild } from "./child-json";

export interface PacedLoad {
  url: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Requests per second. */
  rate: number;
  /** Seconds. */
  duration: number;
  connections: number;
  /** Beacons as the site sends them (api-events.ts): each from one of `visitors` visitors, on one of the site's pages. */
  beacons?: { origin: string; visitors: number };
}

/** The shape api-open-loop.ts and api-events.ts read (autocannon's, for the fields they use). */
export interface PacedResult {
  requests: { sent: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const PATHS = ["/", "/services", "/about-us", "/case-studies", "/contact-us", "/career", "/blog", "/privacy"];
const CAMPAIGNS = ["", "?utm_source=linkedin&utm_medium=social&utm_campaign=launch", "?utm_source=newsletter&utm_medium=email"];
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The i-th beacon: its visitor's user agent and its body (`{url, referrer}`, as the site's beacon sends). */
export function beaconRequest(i: number, { origin, visitors }: { origin: string; visitors: number }): { userAgent: string; body: string } {
  const visitor = i % visitors;
  const page = `${origin}${PATHS[i % PATHS.length]}${CAMPAIGNS[visitor % CAMPAIGNS.length]}`;
  return {
    userAgent: `${AGENT} visitor/${visitor}`,
    body: JSON.stringify({ url: page, referrer: visitor % 2 ? "https://www.google.com/" : "" }),
  };
}

/** The value at quantile q (0..1) of sorted values (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** How long a request may take before it counts as timed out. */
const TIMEOUT_MS = 10_000;

export function runPacedLoad(load: PacedLoad): Promise<PacedResult> {
  const target = new URL(load.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: load.connections, maxFreeSockets: load.connections, scheduling: "fifo" });
  const total = Math.round(load.rate * load.duration);
  const interval = 1000 / load.rate;
  const latencies: number[] = [];
  const result: PacedResult = { requests: { sent: 0, total }, latency: { p50: 0, p90: 0, p99: 0, max: 0 }, "2xx": 0, non2xx: 0, errors: 0, timeouts: 0 };
  let settled = 0;

  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      result.latency = {
        p50: round(quantile(latencies, 0.5)),
        p90: round(quantile(latencies, 0.9)),
        p99: round(quantile(latencies, 0.99)),
        max: round(latencies[latencies.length - 1] ?? 0),
      };
      resolve(result);
    };
    const settle = () => {
      settled += 1;
      if (settled === total) finish();
    };

    const send = (i: number, due: number) => {
      const beacon = load.beacons ? beaconRequest(i, load.beacons) : null;
      const body = beacon ? beacon.body : load.body;
      const headers: Record<string, string | number> = { ...load.headers };
      if (beacon) headers["user-agent"] = beacon.userAgent;
      if (body !== undefined) headers["content-length"] = Buffer.byteLength(body);
      result.requests.sent += 1;
      let done = false;
      const once = (record: () => void) => {
        if (done) return;
        done = true;
        record();
        settle();
      };
      const request = http.request(
        { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: load.method, headers, timeout: TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on("end", () =>
            once(() => {
              latencies.push(performance.now() - due);
              const status = response.statusCode ?? 0;
              if (status >= 200 && status < 300) result["2xx"] += 1;
              else result.non2xx += 1;
            }),
          );
        },
      );
      request.on("timeout", () => {
        once(() => (result.timeouts += 1));
        request.destroy();
      });
      request.on("error", () => once(() => (result.errors += 1)));
      request.end(body);
    };

    const start = performance.now() + 20;
    let next = 0;
    // Sends every request that is due, then sleeps until the next one is.
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(next, start + next * interval);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    if (total === 0) finish();
    else setTimeout(tick, 20);
  });
}

/** Runs the paced load in a process of its own (this file) and reads its result. */
export function pacedLoad(load: PacedLoad): Promise<PacedResult> {
  return runJsonChild<PacedResult>(__filename, [JSON.stringify(load)]);
}

/**
 * The middle of the rounds' figures (the mean of the two middle ones for an even count), to 0.1 ms. At
 * 1,000 req/s for 20 s a p99 is the 200 slowest requests, so a single stall of the machine's (~200 ms,
 * seen on the bare floor too) sets one round's p99 by itself; the median keeps one such round from
 * setting the figure, where the mean did.
 */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Math.round(middle * 10) / 10;
}

if (require.main === module) {
  const load = JSON.parse(process.argv[2] ?? "{}") as PacedLoad;
  runPacedLoad(load).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
