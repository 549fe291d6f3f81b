/**
 * `npm run bench:api`: the contact call under load. Starts the real API on loopback with a
 * temporary database (rate limit raised), sends valid POST /contactus bodies from 500 concurrent
 * connections with autocannon, prints requests/s and p99 latency, then counts the stored rows:
 * every accepted (2xx) post must be in the database. A benchmark, not a test: it reports against
 * the targets and fails nothing. Knobs: BENCH_CONNECTIONS, BENCH_AMOUNT.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { buildServer } from "../api/server";

/** The slice of autocannon's API (it ships no types) this script uses. */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (options: {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body: string;
  connections: number;
  amount: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(__filename)("autocannon") as Autocannon;

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 30_000);
const TARGETS = { rps: 1500, p99: 50 };

const BODY = JSON.stringify({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@selenova.example",
  phoneNumber: "9876543210",
  message: "Benchmark message: we would like a new website for our observatory.",
});

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-bench-"));
  const dbPath = path.join(dir, "agency.db");
  const app = await buildServer({
    dbPath,
    uploadDir: path.join(dir, "uploads"),
    publicUrl: "http://127.0.0.1",
    allowedOrigins: [],
    rateLimitMax: 1_000_000_000,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/contactus`;
  const load = (amount: number) =>
    autocannon({
      url,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: BODY,
      connections: CONNECTIONS,
      amount,
    });

  try {
    console.log(`Warming up, then ${AMOUNT} POST /contactus over ${CONNECTIONS} concurrent connections...`);
    const warm = await load(Math.min(2_000, AMOUNT));
    const result = await load(AMOUNT);

    const db = new Database(dbPath, { readonly: true });
    const stored = (db.prepare("SELECT count(*) AS n FROM contacts").get() as { n: number }).n;
    db.close();
    const accepted = warm["2xx"] + result["2xx"];
    const lost = accepted - stored;

    const rps = Math.round(result.requests.average);
    const rows = [
      ["requests/s (mean)", String(rps), `>= ${TARGETS.rps}`, rps >= TARGETS.rps],
      ["latency p99 (ms)", String(result.latency.p99), `< ${TARGETS.p99}`, result.latency.p99 < TARGETS.p99],
      ["latency p50 (ms)", String(result.latency.p50), "", true],
      ["accepted (2xx)", String(accepted), "", true],
      ["rejected / errors / timeouts", `${result.non2xx + warm.non2xx} / ${result.errors} / ${result.timeouts}`, "0 / 0 / 0", result.non2xx + result.errors + result.timeouts === 0],
      ["rows stored", String(stored), "", true],
      ["lost (accepted - stored)", String(lost), "0", lost === 0],
    ] as const;
    for (const [name, value, target, ok] of rows) {
      console.log(`${name.padEnd(30)} ${value.padStart(12)}  ${target.padEnd(8)} ${target ? (ok ? "ok" : "MISSED") : ""}`);
    }
    console.log(`(${os.cpus().length} CPUs, Node ${process.version}, ${result.duration.toFixed(1)} s measured)`);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
