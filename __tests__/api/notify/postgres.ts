/**
 * A throwaway PostgreSQL cluster for a test file: initdb in a temporary folder, trust authentication on
 * loopback and a free port, removed afterwards. PostgreSQL refuses to run as root, so under root the
 * cluster runs as the `postgres` user. Null when no PostgreSQL binaries are installed.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface TestCluster {
  url: string;
  stop(): void;
}

const ROOT = "/usr/lib/postgresql";

export function postgresBin(): string | null {
  if (!fs.existsSync(ROOT)) return null;
  const versions = fs
    .readdirSync(ROOT)
    .filter((version) => fs.existsSync(path.join(ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(ROOT, versions[0], "bin") : null;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function startCluster(bin: string): Promise<TestCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-pg-"));
  const data = path.join(dir, "data");
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, command), args, { stdio: "pipe" });
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "start",
    "-w",
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["stop", "-D", data, "-m", "immediate"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
