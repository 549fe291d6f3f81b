/**
 * A throwaway PostgreSQL cluster for tests, the browser tests' API and the benchmark: Debian's
 * server binaries (/usr/lib/postgresql/<version>/bin, or PG_BIN), a temporary folder, a free
 * loopback port and trust authentication for loopback only. PostgreSQL refuses to run as root, so
 * under root the cluster runs as the `postgres` user. `stop()` shuts it down and removes the folder.
 */
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface Cluster {
  port: number;
  dir: string;
  /** URL of a database in the cluster (the `postgres` one by default). */
  url: (database?: string) => string;
  /** Creates an empty database with a fresh name and returns its URL. */
  createDatabase: (prefix?: string) => Promise<string>;
  dropDatabase: (url: string) => Promise<void>;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  /** Durable commits (fsync, full page writes): for the benchmark, never needed by tests. */
  durable?: boolean;
}

/** The newest installed server's bin folder, or null. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

export const MISSING_POSTGRES =
  "PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin and PG_BIN). " +
  "Install Debian's postgresql package (`apt-get install postgresql`; .ci/run does it).";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid to run the server as: the postgres user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited during start:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within 30 s:\n${log()}`);
      await sleep(100);
    }
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(MISSING_POSTGRES);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-pg-"));
  const user = runAs();
  const spawnOptions: SpawnOptions = { cwd: dir, env: { ...process.env, LC_ALL: "C" }, ...(user ?? {}) };
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, "data");
  try {
    execFileSync(
      path.join(bin, "initdb"),
      ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
      { ...spawnOptions, stdio: "pipe" },
    );
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const settings = [
    ["listen_addresses", "127.0.0.1"],
    ["unix_socket_directories", dir],
    ["max_connections", "400"],
    ["shared_buffers", "64MB"],
    ...(options.durable ? [] : [["fsync", "off"], ["full_page_writes", "off"], ["synchronous_commit", "off"]]),
  ].flatMap(([key, value]) => ["-c", `${key}=${value}`]);
  let log = "";
  const server = spawn(path.join(bin, "postgres"), ["-D", data, "-p", String(port), ...settings], {
    ...spawnOptions,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const stop = async () => {
    if (server.exitCode === null) {
      let timer: NodeJS.Timeout | undefined;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      const late = new Promise((resolve) => (timer = setTimeout(resolve, 10_000)));
      server.kill("SIGINT"); // fast shutdown: disconnect clients, then exit
      await Promise.race([exited, late]);
      clearTimeout(timer);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url(), server, () => log);
  } catch (error) {
    await stop();
    throw error;
  }

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  return {
    port,
    dir,
    url,
    createDatabase: async (prefix = "test") => {
      const name = `${prefix}_${randomBytes(6).toString("hex")}`;
      await admin((client) => client.query(`create database ${name}`));
      return url(name);
    },
    dropDatabase: async (databaseUrl) => {
      const name = new URL(databaseUrl).pathname.slice(1);
      if (!/^\w+$/.test(name)) throw new Error(`Not a test database name: ${name}`);
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
    stop,
  };
}

/** Creates and drops databases in a cluster someone else started, known only by its URL. */
export function clusterAt(adminUrl: string): Pick<Cluster, "createDatabase" | "dropDatabase"> {
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const at = (name: string) => {
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    return target.toString();
  };
  return {
    createDatabase: async (prefix = "test") => {
      const name = `${prefix}_${randomBytes(6).toString("hex")}`;
      await admin(`create database ${name}`);
      return at(name);
    },
    dropDatabase: async (databaseUrl) => {
      const name = new URL(databaseUrl).pathname.slice(1);
      if (!/^\w+$/.test(name)) throw new Error(`Not a test database name: ${name}`);
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
