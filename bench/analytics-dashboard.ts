/**
 * `npm run bench:analytics` (issue 31): the Analytics dashboard's answer time. On each engine (a temporary
 * SQLite file; a fresh database in a throwaway PostgreSQL cluster), seeds 2 years of daily totals and the
 * last 30 days' raw visits and page views (about 1 million page views; analytics-seed.ts), starts the real
 * API, signs in as marketing and times `GET /staff/analytics` for the last 90 days: a few warm-up calls,
 * then BENCH_CALLS calls one after another; prints the median and p95 against the 300 ms target, and a
 * 2-year range for comparison. A benchmark, not a test: it reports and fails nothing.
 * Knobs: BENCH_ENGINES (sqlite,postgres), BENCH_CALLS (20), BENCH_ANALYTICS_DAYS (731).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { buildServer } from "../api/server";
import { accounts } from "../api/staff/accounts";
import { openDatabase } from "../api/store/db";
import type { Engine } from "../api/store";
import { findPostgresBin, startCluster, type Cluster } from "../scripts/postgres/cluster";
import { addDays, MAX_RANGE_DAYS } from "../shared/analytics-dashboard";
import { siteDay } from "../shared/notice-version";
import { seedAnalytics } from "./analytics-seed";

const TARGET_MS = 300;
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const DAYS = Math.min(MAX_RANGE_DAYS, Number(process.env.BENCH_ANALYTICS_DAYS ?? MAX_RANGE_DAYS));
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",").map((e) => e.trim()) as Engine[];
const ORIGIN = "http://localhost:9000";
const PASSWORD = "correct horse battery staple";

interface Row {
  engine: Engine;
  rawPageviews: number;
  seedSeconds: number;
  median: number;
  p95: number;
  yearsMedian: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeCalls(url: string, cookie: string, calls: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function benchEngine(engine: Engine, cluster: Cluster | null): Promise<Row> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-analytics-"));
  const location = { dbPath: path.join(dir, "agency.db"), databaseUrl: cluster ? await cluster.createDatabase("bench_analytics") : undefined };
  const today = siteDay(new Date());
  try {
    console.log(`${engine}: seeding ${DAYS} days of daily totals and ${30} days of raw rows…`);
    const started = performance.now();
    const store = await openDatabase(location);
    const rawPageviews = await seedAnalytics(store.db, today, DAYS, (line) => console.log(line));
    await accounts(store.db).add("bench-marketing@selenova.example", "marketing", PASSWORD);
    await store.close();
    const seedSeconds = (performance.now() - started) / 1000;
    const app = await buildServer({ ...location, uploadDir: path.join(dir, "uploads"), publicUrl: "http://127.0.0.1", allowedOrigins: [ORIGIN], rateLimitMax: 1_000_000 });
    try {
      await app.listen({ host: "127.0.0.1", port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const session = await fetch(`${base}/staff/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email: "bench-marketing@selenova.example", password: PASSWORD }),
      });
      const cookie = /staff_session=[^;]+/.exec(session.headers.get("set-cookie") ?? "")?.[0];
      if (!cookie) throw new Error(`sign-in failed: ${session.status}`);
      const url = (days: number) => `${base}/staff/analytics?from=${addDays(today, -(days - 1))}&to=${today}`;
      await timeCalls(url(90), cookie, 3); // warm-up: JIT, prepared statements, the database's cache
      const ninety = await timeCalls(url(90), cookie, CALLS);
      const years = await timeCalls(url(DAYS), cookie, Math.max(3, Math.round(CALLS / 4)));
      return { engine, rawPageviews, seedSeconds, median: percentile(ninety, 50), p95: percentile(ninety, 95), yearsMedian: percentile(years, 50) };
    } finally {
      await app.close();
    }
  } finally {
    if (cluster && location.databaseUrl) await cluster.dropDatabase(location.databaseUrl);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const postgres = ENGINES.includes("postgres") && Boolean(findPostgresBin());
  if (ENGINES.includes("postgres") && !postgres) console.log("PostgreSQL is not installed here: its row is skipped.");
  const cluster = postgres ? await startCluster() : null;
  const rows: Row[] = [];
  try {
    if (ENGINES.includes("sqlite")) rows.push(await benchEngine("sqlite", null));
    if (cluster) rows.push(await benchEngine("postgres", cluster));
  } finally {
    await cluster?.stop();
  }
  console.log(`\nGET /staff/analytics, last 90 days, ${CALLS} calls one after another (target: under ${TARGET_MS} ms)`);
  console.log(`${"engine".padEnd(10)} ${"raw page views".padStart(15)} ${"seed (s)".padStart(9)} ${"median ms".padStart(10)} ${"p95 ms".padStart(8)}  ${"target".padEnd(7)} ${`${DAYS} days, median ms`.padStart(22)}`);
  for (const r of rows) {
    console.log(
      `${r.engine.padEnd(10)} ${String(r.rawPageviews).padStart(15)} ${r.seedSeconds.toFixed(0).padStart(9)} ${r.median.toFixed(1).padStart(10)} ${r.p95.toFixed(1).padStart(8)}  ${(r.p95 < TARGET_MS ? "ok" : "MISSED").padEnd(7)} ${r.yearsMedian.toFixed(1).padStart(22)}`,
    );
  }
  console.log(`(${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)}, Node ${process.version})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
