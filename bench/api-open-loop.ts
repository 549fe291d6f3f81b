/**
 * The open-loop part of `npm run bench:api` (issue 22 §5): requests arrive at a fixed rate whatever
 * the server's latency, as visitors do, unlike the closed loop, where a slow answer holds the next request
 * back. The load is bench/paced-load.ts: request i due at start + i / rate, its latency counted from when
 * it was due (autocannon's `overallRate` sent each second's requests in one burst: see paced-load.ts).
 * GET /jobVacancies and POST /contactus, each for BENCH_DURATION seconds at BENCH_RATE requests/s
 * over at most BENCH_OPEN_CONNECTIONS connections, on the engine given. Reports p50/p99/max and the
 * requests lost: due at the rate but not answered 2xx in time (refused, failed, timed out).
 * Target: p99 < 50 ms at 1,000 req/s. The load average is printed with every figure: the machine is shared.
 * Beside the real server runs a bare Fastify floor (api-floor.ts) on the same routes with fixed bodies;
 * BENCH_ROUNDS rounds (default 3) run each in turn, the order turning each round, and the real p99 over
 * the floor's (each the median over the rounds) is printed per route and engine (issue 28 §6: target 1.3x).
 * POST /contactus also runs on a durable floor (api-floor.ts: bare, but it stores each message before its
 * 201), the servers taking turns in each round, to tell what storing alone costs from what the real server adds.
 * The load runs as its own process, so this process's CPU time is the server's alone: "CPU ms/req"
 * (user + system time over the run, per answer) is the figure a busy machine disturbs least.
 * The warm-up before each route is a closed loop (autocannon, 2,000 requests over 50 connections).
 * The server logs at BENCH_LOG (default info, as `npm run api`), into /dev/null.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { loadNotifySettings } from "../api/notify/settings";
import { buildServer } from "../api/server";
import { openStore, type Engine } from "../api/store";
import { devNullLogger } from "./api-logger";
import type { Cluster } from "../scripts/postgres/cluster";
import { startDurableFloor, startFloorServer, type DurableTarget } from "./api-floor";
import { runJsonChild } from "./child-json";
import { median, pacedLoad, type PacedResult } from "./paced-load";

/** A load's result: the paced load's, or autocannon's (the warm-up), which has the same fields. */
type OpenLoopResult = PacedResult;
interface Load {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  connections: number;
  amount: number;
}

const AUTOCANNON = path.join(__dirname, "..", "node_modules", "autocannon", "autocannon.js");

/** Runs autocannon in a child process (the warm-up: a closed loop of `amount` requests) and reads its JSON result. */
function autocannon(load: Load): Promise<OpenLoopResult> {
  const args = ["--json", "--no-progress", "-m", load.method, "-c", String(load.connections)];
  for (const [name, value] of Object.entries(load.headers)) args.push("-H", `${name}=${value}`);
  if (load.body) args.push("-b", load.body);
  args.push("-a", String(load.amount), load.url);
  return runJsonChild<OpenLoopResult>(AUTOCANNON, args);
}

export const OPEN_LOOP = {
  rate: Number(process.env.BENCH_RATE ?? 1_000),
  connections: Number(process.env.BENCH_OPEN_CONNECTIONS ?? 200),
  seconds: Number(process.env.BENCH_DURATION ?? 20),
  p99Target: 50,
};

export const CONTACT_BODY = JSON.stringify({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@selenova.example",
  phoneNumber: "9876543210",
  message: "Benchmark message: we would like a new website for our observatory.",
});

/** A floor server's figures over the rounds. */
export interface OpenLoopFloor {
  answered: number;
  p50: number;
  p99: number;
  lost: number;
  cpuPerRequest: number;
}

export interface OpenLoopRow {
  label: string;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  due: number;
  answered: number;
  lost: number;
  /** POST only: rows stored against 2xx answers (null for GET). */
  stored: number | null;
  /** The server's CPU time (user + system) per 2xx answer, in ms. */
  cpuPerRequest: number;
  /** One-minute load average when the run began and when it ended. */
  load: [number, number];
  /** The bare Fastify floor (bench/api-floor.ts) on the same route, run in turn with the real server. */
  floor: OpenLoopFloor;
  /** POST only: the durable floor (api-floor.ts, `startDurableFloor`), which stores each message before its 201. */
  durable: OpenLoopFloor | null;
  /** Each round's p99: real, floor and (POST) durable floor. */
  rounds: { real: number; floor: number; durable: number | null }[];
}

const load = () => Number(os.loadavg()[0].toFixed(2));

/** Rounds of real and floor runs per route, alternating (real first, then floor first, ...). */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

interface Scenario {
  label: string;
  method: "GET" | "POST";
  route: string;
  headers: Record<string, string>;
  body?: string;
}

const SCENARIOS: Scenario[] = [
  { label: "GET /jobVacancies", method: "GET", route: "/jobVacancies", headers: {} },
  { label: "POST /contactus", method: "POST", route: "/contactus", headers: { "content-type": "application/json" }, body: CONTACT_BODY },
];

/**
 * One engine: a fresh store, the real server on loopback and the bare floor beside it; for each route,
 * ROUNDS rounds of one open-loop run on each, alternating which goes first.
 */
export async function openLoopEngine(engine: Engine, cluster: Cluster | null): Promise<OpenLoopRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-bench-open-"));
  const location = {
    dbPath: path.join(dir, "agency.db"),
    databaseUrl: cluster ? await cluster.createDatabase("bench_open") : undefined,
  };
  const app = await buildServer({
    ...location,
    uploadDir: path.join(dir, "uploads"),
    publicUrl: "http://127.0.0.1",
    allowedOrigins: [],
    rateLimitMax: 1_000_000_000,
    notify: loadNotifySettings({}),
    logger: devNullLogger(),
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // The floor answers the list with the real server's own bytes.
  const listBody = await (await fetch(`http://127.0.0.1:${port}/jobVacancies`)).text();
  const floorServer = await startFloorServer(listBody);
  const durableLocation: DurableTarget = cluster
    ? { engine: "postgres", url: await cluster.createDatabase("bench_floor") }
    : { engine: "sqlite", file: path.join(dir, "floor.db") };
  const durableFloor = await startDurableFloor(durableLocation);
  let durableStored = 0;
  let warmDurable = 0;
  const rows: OpenLoopRow[] = [];
  let warmPosts = 0;
  let closed = false;
  try {
    for (const scenario of SCENARIOS) {
      const common = (p: number) => ({ url: `http://127.0.0.1:${p}${scenario.route}`, method: scenario.method, headers: scenario.headers, body: scenario.body });
      const warm = await autocannon({ ...common(port), connections: 50, amount: 2_000 }); // JIT, prepared statements, pools
      await autocannon({ ...common(floorServer.port), connections: 50, amount: 2_000 });
      if (scenario.body) warmPosts = warm["2xx"];
      const openRun = (p: number) => pacedLoad({ ...common(p), connections: OPEN_LOOP.connections, rate: OPEN_LOOP.rate, duration: OPEN_LOOP.seconds });
      // The servers this route is measured on: the real one, the bare floor and, for the POST, the durable floor.
      const servers = [{ port }, { port: floorServer.port }, ...(scenario.body ? [{ port: durableFloor.port }] : [])].map((server) => ({
        ...server,
        results: [] as OpenLoopResult[],
        cpuMicros: 0,
      }));
      if (scenario.body) warmDurable = (await autocannon({ ...common(durableFloor.port), connections: 50, amount: 2_000 }))["2xx"];
      const before = load();
      // Each round runs every server once; the order turns by one each round, so none always goes first.
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < servers.length; i++) {
          const server = servers[(i + round) % servers.length];
          const cpu = process.cpuUsage();
          server.results.push(await openRun(server.port));
          const used = process.cpuUsage(cpu);
          server.cpuMicros += used.user + used.system;
        }
      }
      const due = OPEN_LOOP.rate * OPEN_LOOP.seconds;
      const [real, floor, durable] = servers.map((server) => server.results);
      const answered = real.reduce((n, r) => n + r["2xx"], 0);
      const figures = (server: (typeof servers)[number]): OpenLoopFloor => {
        const ok = server.results.reduce((n, r) => n + r["2xx"], 0);
        return {
          answered: ok,
          p50: median(server.results.map((r) => r.latency.p50)),
          p99: median(server.results.map((r) => r.latency.p99)),
          lost: Math.max(0, due * ROUNDS - ok),
          cpuPerRequest: Number((server.cpuMicros / 1000 / Math.max(ok, 1)).toFixed(3)),
        };
      };
      rows.push({
        label: `${scenario.label} (${engine})`,
        p50: median(real.map((r) => r.latency.p50)),
        p90: median(real.map((r) => r.latency.p90)),
        p99: median(real.map((r) => r.latency.p99)),
        max: Math.max(...real.map((r) => r.latency.max)),
        due: due * ROUNDS,
        answered,
        lost: Math.max(0, due * ROUNDS - answered),
        stored: null,
        cpuPerRequest: figures(servers[0]).cpuPerRequest,
        load: [before, load()],
        floor: figures(servers[1]),
        durable: servers[2] ? figures(servers[2]) : null,
        rounds: real.map((r, i) => ({ real: r.latency.p99, floor: floor[i].latency.p99, durable: durable?.[i].latency.p99 ?? null })),
      });
    }
    durableStored = await durableFloor.stored();
    await durableFloor.close();
    await floorServer.close();
    await app.close();
    closed = true;
    const store = await openStore(location);
    // Every accepted POST must be stored: the count, less the warm-up's.
    rows[1].stored = (await store.contacts.count()) - warmPosts;
    await store.close();
    // Every 201 of the durable floor, its warm-up's included, must be a stored row too, or it is no floor.
    const durableAnswered = (rows[1].durable?.answered ?? 0) + warmDurable;
    if (durableStored !== durableAnswered) throw new Error(`the durable floor stored ${durableStored} of ${durableAnswered} messages`);
    return rows;
  } finally {
    if (!closed) {
      await durableFloor.close();
      await floorServer.close();
      await app.close();
    }
    if (cluster && location.databaseUrl) await cluster.dropDatabase(location.databaseUrl);
    if (cluster && durableLocation.engine === "postgres") await cluster.dropDatabase(durableLocation.url);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The real server's p99 over the floor's: the target is 1.3x. */
export const FLOOR_RATIO_TARGET = 1.3;
