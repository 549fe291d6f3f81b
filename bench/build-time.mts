/**
 * `npm run bench:build`: first the time from a one-field change in data/ to the live site through the
 * API's Publish (bench/publish-time.ts; target 30 s), then from a post saved through the staff API to its
 * page served by the live site with no one pressing Publish (bench/refresh-time.ts; target 60 s), then a clean production build (`gatsby clean`, then `gatsby build`, as
 * `npm run build` runs it) against the target of 240 s, with the part spent processing images. The
 * machine's load average before and after is printed beside it, since a shared machine's load moves
 * the figure, and so is the build's CPU time, which the load hardly moves. The result is saved to bench/results/build.json. A benchmark, not a test: it fails
 * nothing unless the build itself fails.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PUBLISH_TARGET_S, timePublish } from "./publish-time.ts";
import { REFRESH_TARGET_S, timeRefresh, type RefreshFigure } from "./refresh-time.ts";

const TARGET_S = 240;
const root = process.cwd();

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`npx ${args.join(" ")} exited with ${code}`))));
  });
}

/** Seconds of a step in Gatsby's log ("success <step> - 12.345s"), summed if the step shows more than once. */
function stepSeconds(log: string, step: RegExp): number | null {
  // Gatsby's progress output is full of terminal escapes; drop them before reading the lines.
  const plain = log.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g"), "");
  const times = plain
    .split("\n")
    .filter((line) => step.test(line))
    .map((line) => /- ([\d.]+)s/.exec(line)?.[1])
    .filter((s): s is string => s !== undefined)
    .map(Number);
  return times.length > 0 ? times.reduce((a, b) => a + b, 0) : null;
}

const load = () => os.loadavg().map((n) => n.toFixed(1)).join(" ");

/**
 * CPU seconds (user + system) used so far by the children this process has waited for, from Linux's
 * /proc/self/stat (cutime and cstime, in clock ticks of 1/100 s), or null elsewhere. Unlike the wall
 * clock it hardly moves with the machine's load, so it compares builds on a shared machine.
 */
function childCpuSeconds(): number | null {
  try {
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the command name: state is field 3; cutime and cstime are fields 16 and 17.
    return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / 100;
  } catch {
    return null;
  }
}

function printRefresh(refresh: RefreshFigure, before: string): void {
  const verdict = refresh.seconds === null ? "MISSES" : refresh.seconds <= REFRESH_TARGET_S ? "meets" : "MISSES";
  console.log("");
  console.log(`post saved to its page live (no JavaScript, title in the HTML): ${refresh.seconds === null ? "never" : `${refresh.seconds.toFixed(1)} s`} (${verdict} the ${REFRESH_TARGET_S} s target)`);
  console.log(`  the refresh live after ${refresh.liveSeconds?.toFixed(1) ?? "?"} s · its build ${refresh.buildSeconds?.toFixed(1) ?? "?"} s · load average before: ${before}`);
  if (refresh.note) console.log(`  ${refresh.note}`);
  if (refresh.warmUpSeconds !== null) console.log(`  (an untimed warm-up refresh of a cold work tree took ${refresh.warmUpSeconds.toFixed(0)} s first)`);
  console.log("");
}

async function main(): Promise<void> {
  if (process.env.BENCH_BUILD_REFRESH_ONLY === "1") {
    const before = load();
    const refresh = await timeRefresh(root);
    printRefresh(refresh, before);
    save({ refresh });
    return;
  }
  // The figure a marketer lives with: a one-field change to the live site through the API's Publish.
  const publishLoad = load();
  const publish = await timePublish(root);
  const publishVerdict = publish.seconds <= PUBLISH_TARGET_S ? "meets" : "MISSES";
  console.log("");
  console.log(`one-field change in data/ to live through Publish: ${publish.seconds.toFixed(1)} s (${publishVerdict} the ${PUBLISH_TARGET_S} s target)`);
  console.log(`  the build itself ${publish.buildSeconds?.toFixed(1) ?? "?"} s · load average before: ${publishLoad}`);
  if (publish.warmUpSeconds !== null) console.log(`  (an untimed warm-up build of a cold checkout took ${publish.warmUpSeconds.toFixed(0)} s first)`);
  console.log("");
  const refreshLoad = load();
  const refresh = await timeRefresh(root);
  printRefresh(refresh, refreshLoad);
  if (process.env.BENCH_BUILD_PUBLISH_ONLY === "1") {
    save({ publish, refresh });
    return;
  }

  const loadBefore = load();
  await run(["gatsby", "clean"]);
  const cpuBefore = childCpuSeconds();
  const start = performance.now();
  const log = await run(["gatsby", "build"]);
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = childCpuSeconds();
  const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  const loadAfter = load();
  const images = stepSeconds(log, /IMAGE_PROCESSING jobs/);
  const bundles = stepSeconds(log, /Building production JavaScript and CSS bundles/);
  const html = stepSeconds(log, /Building (static HTML for pages|HTML renderer)/);
  const verdict = seconds <= TARGET_S ? "meets" : "MISSES";
  console.log("");
  console.log(`clean build: ${seconds.toFixed(0)} s (${verdict} the ${TARGET_S} s target) on ${os.cpus().length} cores`);
  console.log(`  images ${images?.toFixed(0) ?? "?"} s · bundles ${bundles?.toFixed(0) ?? "?"} s · HTML ${html?.toFixed(0) ?? "?"} s`);
  console.log(`  CPU time ${cpu?.toFixed(0) ?? "?"} s (user + system, all processes of the build)`);
  console.log(`  load average (1/5/15 min) before: ${loadBefore}, after: ${loadAfter}`);
  save({ publish, refresh, seconds, targetSeconds: TARGET_S, cpuSeconds: cpu, imageSeconds: images, bundleSeconds: bundles, htmlSeconds: html, cores: os.cpus().length, loadBefore, loadAfter });
}

function save(figures: Record<string, unknown>): void {
  fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
  const out = path.join(root, "bench/results/build.json");
  fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2));
  console.log(`saved ${path.relative(root, out)}`);
}

await main();
