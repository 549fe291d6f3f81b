/**
 * Runs a command against a throwaway PostgreSQL cluster:
 *   tsx scripts/postgres/with-postgres.ts -- <command> [args…]
 * Starts the cluster (scripts/postgres/cluster.ts), creates an empty database, runs the command with
 * DATABASE_URL pointing at it, and on the command's exit (or SIGINT/SIGTERM, which it passes on)
 * stops the cluster and removes its folder. Playwright starts the browser tests' API this way.
 */
import { spawn } from "node:child_process";
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
