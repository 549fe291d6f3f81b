/**
 * `POST /events` in `npm run bench:api` (issue 31): the beacon at a fixed BENCH_RATE (1,000) requests/s for
 * BENCH_DURATION (20) s, against a bare Fastify route that answers 202 without work, measured in the same
 * run (BENCH_ROUNDS rounds, alternating which goes first, as api-open-loop.ts does). Target: nothing lost
 * (every due beacon answered 202 and every one stored as a page view once the API has closed) and the
 * real p99 within 1.3x of the bare route's. The load runs as its own process: the warm-up a closed loop
 * (api-events-load.ts, autocannon), the measured runs the paced open loop (paced-load.ts, each beacon due
 * at start + i / rate, its latency counted from then).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { loadNotifySettings } from "../api/notify/settings";
import { buildServer } from "../api/server";
import { openStore, type Engine } from "../api/store";
import type { Cluster } from "../scripts/postgres/cluster";
import type { EventsLoad } from "./api-events-load";
import { devNullLogger } from "./api-logger";
import { FLOOR_RATIO_TARGET, OPEN_LOOP, ROUNDS } from "./api-open-loop";
import { runJsonChild } from "./child-json";
import { median, pacedLoad } from "./paced-load";

interface LoadResult {
  latency: { p50: number; p99: number; max: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const SITE = "http://localhost:9000";
/** Distinct visitors the beacons come from (each stays well under the 60-a-minute flood rule). */
const VISITORS = Number(process.env.BENCH_VISITORS ?? 5_000);
const LOADER = path.join(__dirname, "api-events-load.ts");

function runLoad(load: EventsLoad): Promise<LoadResult> {
  return runJsonChild<LoadResult>(LOADER, [JSON.stringify(load)]);
}

/** The bare route the beacon is measured against: no plugins, no hooks, no logger, no database. */
async function startBareRoute(): Promise<{ port: number; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.post("/events", async (_request, reply) => reply.code(202).send());
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
}

export interface EventsRow {
  label: string;
  p50: number;
  p99: number;
  max: number;
  due: number;
  answered: number;
  lost: number;
  /** Page views stored, less the warm-up's. */
  stored: number;
  /** This process's CPU time per answered beacon (ms), with the writer's share: the figure a busy machine disturbs least. */
  cpuPerRequest: number;
  bare: { p50: number; p99: number; lost: number; cpuPerRequest: number };
  rounds: { real: number; bare: number }[];
  load: [number, number];
}

const loadAvg = () => Number(os.loadavg()[0].toFixed(2));

export async function eventsEngine(engine: Engine, cluster: Cluster | null): Promise<EventsRow> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-bench-events-"));
  const location = { dbPath: path.join(dir, "agency.db"), databaseUrl: cluster ? await cluster.createDatabase("bench_events") : undefined };
  const app = await buildServer({
    ...location,
    uploadDir: path.join(dir, "uploads"),
    publicUrl: "http://127.0.0.1",
    allowedOrigins: [SITE],
    rateLimitMax: 1_000_000_000,
    notify: loadNotifySettings({}),
    logger: devNullLogger(),
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const bare = await startBareRoute();
  let closed = false;
  try {
    const warmUp = (p: number) =>
      runLoad({ url: `http://127.0.0.1:${p}/events`, origin: SITE, connections: 50, visitors: VISITORS, amount: 2_000 });
    const warm = await warmUp(port);
    await warmUp(bare.port);
    const open = (p: number) =>
      pacedLoad({
        url: `http://127.0.0.1:${p}/events`,
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", origin: SITE },
        connections: OPEN_LOOP.connections,
        rate: OPEN_LOOP.rate,
        duration: OPEN_LOOP.seconds,
        beacons: { origin: SITE, visitors: VISITORS },
      });
    const real: LoadResult[] = [];
    const floor: LoadResult[] = [];
    const before = loadAvg();
    // Both servers run in this process and the load in its own: CPU time over a run is that server's.
    const cpu = { real: 0, bare: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [port, bare.port] : [bare.port, port];
      for (const p of order) {
        const start = process.cpuUsage();
        (p === port ? real : floor).push(await open(p));
        const used = process.cpuUsage(start);
        cpu[p === port ? "real" : "bare"] += (used.user + used.system) / 1000;
      }
    }
    const after = loadAvg();
    await bare.close();
    await app.close(); // writes the page views still queued
    closed = true;
    const store = await openStore(location);
    const stored = Number((await store.db.selectFrom("analytics_pageviews").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    await store.close();
    const due = OPEN_LOOP.rate * OPEN_LOOP.seconds * ROUNDS;
    const answered = real.reduce((n, r) => n + r["2xx"], 0);
    return {
      label: `POST /events (${engine})`,
      p50: median(real.map((r) => r.latency.p50)),
      p99: median(real.map((r) => r.latency.p99)),
      max: Math.max(...real.map((r) => r.latency.max)),
      due,
      answered,
      lost: Math.max(0, due - answered),
      stored: stored - warm["2xx"],
      cpuPerRequest: Number((cpu.real / Math.max(answered, 1)).toFixed(3)),
      bare: {
        cpuPerRequest: Number((cpu.bare / Math.max(floor.reduce((n, r) => n + r["2xx"], 0), 1)).toFixed(3)),
        p50: median(floor.map((r) => r.latency.p50)),
        p99: median(floor.map((r) => r.latency.p99)),
        lost: Math.max(0, due - floor.reduce((n, r) => n + r["2xx"], 0)),
      },
      rounds: real.map((r, i) => ({ real: r.latency.p99, bare: floor[i].latency.p99 })),
      load: [before, after],
    };
  } finally {
    if (!closed) {
      await bare.close();
      await app.close();
    }
    if (cluster && location.databaseUrl) await cluster.dropDatabase(location.databaseUrl);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printEvents(rows: EventsRow[]): void {
  console.log(
    `\nPOST /events (issue 31): ${OPEN_LOOP.rate} beacons/s for ${OPEN_LOOP.seconds} s from ${VISITORS} visitors, ${ROUNDS} round(s), ` +
      `against a bare Fastify route answering 202 in the same run; target: nothing lost, p99 <= ${FLOOR_RATIO_TARGET}x the bare route's`,
  );
  for (const r of rows) {
    const ratio = r.p99 / Math.max(r.bare.p99, 0.1);
    const rounds = r.rounds.map((x) => `${x.real}/${x.bare}`).join(", ");
    const ok = ratio <= FLOOR_RATIO_TARGET && r.lost === 0 && r.stored === r.answered;
    console.log(
      `${r.label.padEnd(26)} p50 ${r.p50} p99 ${r.p99} max ${r.max} ms; due ${r.due}, 202 ${r.answered}, lost ${r.lost}, stored ${r.stored}, CPU ms/req ${r.cpuPerRequest}; ` +
        `bare p50 ${r.bare.p50} p99 ${r.bare.p99} lost ${r.bare.lost} CPU ms/req ${r.bare.cpuPerRequest}; ratio ${ratio.toFixed(2)}x (rounds ${rounds}); load ${r.load[0]}→${r.load[1]}  ${ok ? "ok" : "MISSED"}`,
    );
  }
}
