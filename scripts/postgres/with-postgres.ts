/**
 * Runs a command against a throwaway PostgreSQL cluster:
 *   tsx scripts/postgres/with-postgres.ts -- <command> [args…]
 * Starts the cluster (scripts/postgres/cluster.ts), creates an empty database, runs the command with
 * DATABASE_URL pointing at it, and on the command's exit (or SIGINT/SIGTERM, which it passes on)
 * stops the cluster and removes its folder. Playwright starts the browser tests' API this way.
 * With WITH_POSTGRES_URL_FILE set, the database's URL is also written to that file (owner-only), so
 * other processes can reach the same database (the console's browser tests add staff accounts there).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startCluster } from "./cluster";

async function main(): Promise<number> {
  const dash = process.argv.indexOf("--");
  const [command, ...args] = dash >= 0 ? process.argv.slice(dash + 1) : process.argv.slice(2);
  if (!command) {
    process.stderr.write("Usage: tsx scripts/postgres/with-postgres.ts -- <command> [args…]\n");
    return 2;
  }
  const cluster = await startCluster();
  try {
    const databaseUrl = await cluster.createDatabase("agency");
    const urlFile = process.env.WITH_POSTGRES_URL_FILE;
    if (urlFile) {
      fs.mkdirSync(path.dirname(urlFile), { recursive: true });
      fs.writeFileSync(urlFile, databaseUrl, { mode: 0o600 });
    }
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl } });
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    process.on("SIGINT", forward("SIGINT"));
    process.on("SIGTERM", forward("SIGTERM"));
    return await new Promise<number>((resolve) => {
      child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      child.once("error", (error) => {
        process.stderr.write(`${error.message}\n`);
        resolve(1);
      });
    });
  } finally {
    await cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
