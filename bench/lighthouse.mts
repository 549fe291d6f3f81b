/**
 * `npm run bench`: Lighthouse (mobile) over every route of the production build, plus a "floor" page
 * (plain HTML with only the home hero's image and heading) to compare the home page's LCP against.
 * The build is served as the CDN serves it (Brotli, the site's headers; bench/cdn-server.ts).
 * It reports against the targets; it is a benchmark, never a test, and fails nothing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ROUTES } from "../e2e/routes.ts";
import { readSiteEnv } from "../gatsby/env.ts";
import { createCdnServer, readClientOnlyRoutes } from "./cdn-server.ts";
import { writeFloorPage, FLOOR_PATH } from "./floor-page.mts";
import { calibratedCpuMultiplier, documentBytes, firstLoadJsGzip, flaggedAudits, legacySignals, medianRun, savingsKb, type RouteResult, printTable, checkTargets } from "./report.mts";

const PORT = Number(process.env.BENCH_PORT ?? 9300);
/** Lighthouse runs per route; the table shows the median one (single runs swing by ±10 points here). */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const ORIGIN = `http://localhost:${PORT}`;
const root = process.cwd();
const publicDir = path.join(root, "public");
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"];

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** public/ served as the CDN serves it (Brotli, the site's headers): see bench/cdn-server.ts. */
async function serve(): Promise<http.Server> {
  const server = createCdnServer(publicDir, { clientOnlyRoutes: readClientOnlyRoutes(path.join(root, ".cache")) });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(PORT, "localhost", resolve));
  return server;
}

/**
 * The careers and blog pages fetch the API the build points at (GATSBY_API_URL). Without it they
 * would be measured showing their failure notice, with an error in the console. An API already
 * answering there (`npm start`) is used as it is; otherwise one runs on a throwaway database.
 */
async function startApi(): Promise<ChildProcess | null> {
  const api = new URL(readSiteEnv(process.env).apiUrl);
  const probe = new URL("/jobVacancies", api).toString();
  if (await fetch(probe).then((r) => r.ok, () => false)) return null;
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
  const child = spawn("npx", ["tsx", "api/main.ts"], {
    stdio: "ignore",
    detached: true,
    env: {
      ...process.env,
      API_PORT: api.port || "80",
      API_DB_PATH: path.join(data, "agency.db"),
      API_UPLOAD_DIR: path.join(data, "uploads"),
      API_PUBLIC_URL: api.origin,
      API_ALLOWED_ORIGINS: `${ORIGIN},http://127.0.0.1:${PORT}`,
      API_RATE_LIMIT_MAX: "10000",
      API_LOG_LEVEL: "warn",
    },
  });
  await waitFor(probe);
  return child;
}

/**
 * Asks the server once for every script, data file and page of the build, as a CDN has them compressed
 * and cached before visitors come. Otherwise a route's first measured run waited for Brotli at its
 * highest quality on each file it was the first to ask for (on a loaded host, up to a second for the
 * framework bundle), and Lighthouse counts that wait as the server's response time.
 */
async function warm(dir = publicDir, prefix = ""): Promise<void> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) await warm(path.join(dir, entry.name), urlPath);
    else if (/\.(js|json|html)$/.test(entry.name)) await fetch(`${ORIGIN}${urlPath}`, { headers: { "accept-encoding": "br" } }).then((r) => r.arrayBuffer());
  }
}

/** Stands for a real post's page in BENCH_ROUTES; the default routes end with it too. */
const POST_ROUTE = "/blog/*";

/**
 * A post page (/blog/<url>, a client-only route) for a real post: the first post of the API's first
 * page at bench time, so the bench never names a slug that the content may lose.
 */
async function postRoute(): Promise<string> {
  const api = new URL(readSiteEnv(process.env).apiUrl);
  const response = await fetch(new URL("/blogs?page=1", api));
  const posts: unknown = response.ok ? await response.json() : null;
  const first: unknown = Array.isArray(posts) ? posts[0] : null;
  const url = typeof first === "object" && first !== null ? (first as { url?: unknown }).url : undefined;
  if (typeof url !== "string" || !url) throw new Error(`The API at ${api.origin} listed no post to bench /blog/<url> with`);
  return `/blog/${encodeURIComponent(url)}`;
}

/**
 * The CPU slowdown to run with: BENCH_CPU_MULTIPLIER if set (4 is Lighthouse's uncalibrated default),
 * else calibrated from the median benchmarkIndex Lighthouse reads off this machine in three runs of
 * the floor page (see calibratedCpuMultiplier).
 */
async function cpuMultiplier(port: number): Promise<{ multiplier: number; benchmarkIndex?: number }> {
  if (process.env.BENCH_CPU_MULTIPLIER) return { multiplier: Number(process.env.BENCH_CPU_MULTIPLIER) };
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await lighthouse(`${ORIGIN}${FLOOR_PATH}`, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    indexes.push(result?.lhr.environment.benchmarkIndex ?? NaN);
  }
  const benchmarkIndex = indexes.sort((a, b) => a - b)[1];
  return { multiplier: calibratedCpuMultiplier(benchmarkIndex), benchmarkIndex };
}

/** BENCH_SAVE_REPORTS=1 keeps each run's whole Lighthouse report (bench/results/reports/) to find where the time goes. */
function saveReport(route: string, lhr: object): void {
  const dir = path.join(root, "bench/results/reports");
  fs.mkdirSync(dir, { recursive: true });
  const name = `${route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${Date.now()}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}

async function audit(route: string, port: number, cpuSlowdownMultiplier: number): Promise<RouteResult> {
  const result = await lighthouse(`${ORIGIN}${route}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Merged into Lighthouse's mobile preset: only the CPU slowdown changes, the network stays Slow 4G.
    throttling: { cpuSlowdownMultiplier },
  });
  if (result?.lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier) throw new Error("Lighthouse ignored the CPU slowdown");
  if (result?.lhr.configSettings.throttling.rttMs !== 150) throw new Error("Lighthouse lost its mobile network preset");
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { lhr } = result;
  if (process.env.BENCH_SAVE_REPORTS) saveReport(route, lhr);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    jsKb: firstLoadJsGzip(lhr, ORIGIN, publicDir),
    legacyJsKb: savingsKb(lhr, "legacy-javascript"),
    unusedJsKb: savingsKb(lhr, "unused-javascript"),
    legacySignals: legacySignals(lhr),
    flagged: flaggedAudits(lhr),
    documentBytes: documentBytes(lhr),
  };
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("No build in public/: run `npm run build` first.");
  writeFloorPage(publicDir);
  const server = await serve();
  const api = await startApi();
  const chrome = await launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    await waitFor(`${ORIGIN}/`);
    await warm();
    const asked = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : [...ROUTES, POST_ROUTE];
    const post = asked.includes(POST_ROUTE) ? await postRoute() : null;
    const routes = asked.map((route) => (route === POST_ROUTE && post ? post : route));
    const cpu = await cpuMultiplier(chrome.port);
    // On a shared machine the figures move with the load: say what it was.
    const loadAverage = os.loadavg().map((value) => Number(value.toFixed(2)));
    console.log(`load average ${loadAverage.join(", ")} on ${os.cpus().length} cores`);
    console.log(
      cpu.benchmarkIndex === undefined
        ? `CPU slowdown ${cpu.multiplier}× (BENCH_CPU_MULTIPLIER)`
        : `CPU slowdown ${cpu.multiplier}×, calibrated from this machine's benchmarkIndex ${cpu.benchmarkIndex} (BENCH_CPU_MULTIPLIER=4 for Lighthouse's default)`,
    );
    const results: RouteResult[] = [];
    for (const route of [FLOOR_PATH, ...routes]) {
      const runs: RouteResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(route, chrome.port, cpu.multiplier));
      results.push(medianRun(runs));
      console.log(`audited ${route} (${RUNS} run${RUNS === 1 ? "" : "s"}, performance ${runs.map((r) => r.performance).join(", ")})`);
      const signals = runs[0].legacySignals ?? [];
      if (signals.length) console.log(`  legacy-javascript: ${signals.join(", ")}`);
      const flagged = [...new Set(runs.flatMap((r) => r.flagged ?? []))];
      if (flagged.length) console.log(`  flagged: ${flagged.join(", ")}`);
    }
    printTable(results);
    const report = checkTargets(results);
    for (const line of report) console.log(line);
    fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
    const out = path.join(root, "bench/results/lighthouse.json");
    fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), loadAverage, runsPerRoute: RUNS, cpuSlowdownMultiplier: cpu.multiplier, benchmarkIndex: cpu.benchmarkIndex, results, report }, null, 2));
    console.log(`\nwrote ${path.relative(root, out)}`);
  } finally {
    await chrome.kill();
    server.closeAllConnections();
    server.close();
    if (api?.pid) process.kill(-api.pid);
    fs.rmSync(path.join(publicDir, FLOOR_PATH.slice(1)), { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
