/**
 * The open loop's printout (`npm run bench:api`, api-open-loop.ts): per route and engine the real server's
 * latencies, losses and CPU per answer, its p99 over the bare floor's (issue 28 §6: target 1.3x) and, for
 * the POST, the durable floor's p99 over the bare floor's and the real server's over the durable floor's.
 */
import { FLOOR_RATIO_TARGET, OPEN_LOOP, ROUNDS, type OpenLoopFloor, type OpenLoopRow } from "./api-open-loop";

export function printOpenLoop(rows: OpenLoopRow[]): void {
  const { rate, connections, seconds, p99Target } = OPEN_LOOP;
  console.log(
    `\nOpen loop: ${rate} requests/s for ${seconds} s over ${connections} connections (evenly spaced, latency from when each was due), ` +
      `${ROUNDS} round(s) per route, the real server and the floors in turn; latencies are medians over the rounds`,
  );
  console.log(
    `${"".padEnd(30)} ${["p50 ms", "p90 ms", "p99 ms", "max ms", "due", "2xx", "lost", "stored", "CPU ms/req", "load avg"].map((h) => h.padStart(10)).join(" ")}  p99 < ${p99Target} ms`,
  );
  for (const r of rows) {
    const cells = [r.p50, r.p90, r.p99, r.max, r.due, r.answered, r.lost, r.stored ?? "-", r.cpuPerRequest, `${r.load[0]}→${r.load[1]}`];
    console.log(`${r.label.padEnd(30)} ${cells.map((c) => String(c).padStart(10)).join(" ")}  ${r.p99 < p99Target && r.lost === 0 ? "ok" : "MISSED"}`);
  }
  console.log(`\nAgainst the bare Fastify floor (same routes, fixed bodies, same run): p99 real / floor, target <= ${FLOOR_RATIO_TARGET}x`);
  for (const r of rows) {
    const ratio = r.p99 / Math.max(r.floor.p99, 0.1);
    const rounds = r.rounds.map((x) => `${x.real}/${x.floor}`).join(", ");
    console.log(
      `${r.label.padEnd(30)} floor p50 ${String(r.floor.p50).padStart(4)} p99 ${String(r.floor.p99).padStart(5)} lost ${r.floor.lost} CPU ms/req ${r.floor.cpuPerRequest}; ` +
        `ratio ${ratio.toFixed(2)}x (rounds ${rounds})  ${ratio <= FLOOR_RATIO_TARGET && r.lost === 0 ? "ok" : "MISSED"}`,
    );
  }
  const durableRows = rows.filter((r) => r.durable);
  if (durableRows.length) {
    console.log(
      "\nThe durable floor (bare Fastify that stores each message before its 201, one INSERT a request, no checks): " +
        "its p99 over the bare floor's is what storing alone costs here; the real server's over its own is the rest",
    );
  }
  for (const r of durableRows) {
    const durable = r.durable as OpenLoopFloor;
    const rounds = r.rounds.map((x) => `${x.durable}/${x.floor}`).join(", ");
    console.log(
      `${r.label.padEnd(30)} durable p50 ${String(durable.p50).padStart(4)} p99 ${String(durable.p99).padStart(5)} lost ${durable.lost} CPU ms/req ${durable.cpuPerRequest}; ` +
        `durable / floor ${(durable.p99 / Math.max(r.floor.p99, 0.1)).toFixed(2)}x (rounds ${rounds}); real / durable ${(r.p99 / Math.max(durable.p99, 0.1)).toFixed(2)}x`,
    );
  }
}
