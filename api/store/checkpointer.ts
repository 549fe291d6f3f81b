/**
 * SQLite's WAL checkpoints, off the API's event loop (issue 28 §6, issue 31).
 *
 * In WAL mode SQLite copies the log back into the database file every 1,000 pages, inside the commit that
 * crosses that size (its automatic checkpoint), and with `synchronous = NORMAL` that copy ends with an
 * fsync. better-sqlite3 runs every statement synchronously, so that commit held the API's event loop for
 * 20–30 ms (up to ~400 ms on a slow disk) about once a second under 1,000 beacons or messages a second:
 * every request arriving meanwhile waited (measured with the paced open loop, docs/decisions/bench.md).
 *
 * The API's connection now never checkpoints (`wal_autocheckpoint = 0`); a worker thread with a
 * connection of its own runs a PASSIVE checkpoint every CHECKPOINT_EVERY_MS, which copies what no reader
 * still needs and never waits for, or blocks, the API's reads and writes. The log restarts from its
 * beginning at the next write once a checkpoint has copied all of it, so it stays as small as before.
 * Only the long-running API does this; short-lived processes (the CLI, the builder's reads) keep SQLite's
 * own checkpoints. If the worker stops or fails to start, the API's connection takes its automatic
 * checkpoints back. An erasure still checkpoints and truncates the log itself (api/privacy/purge.ts).
 */
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import type { Db } from "./db";

/** How often the worker checkpoints. */
export const CHECKPOINT_EVERY_MS = 1_000;
/** SQLite's own default, restored if the worker goes away. */
const AUTO_CHECKPOINT_PAGES = 1_000;

export interface CheckpointerLog {
  warn(object: object, message: string): void;
}

export interface Checkpointer {
  /** Stops the worker (waits for its connection to close) and gives the API's connection its checkpoints back. */
  stop(): Promise<void>;
}

type FromWorker = { ready: true } | { checkpointed: { log: number; copied: number } } | { error: string };

/** The worker's code: opens the file (it must exist) and checkpoints on a timer until told to stop. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 0");
const checkpoint = () => {
  try {
    const [row] = db.pragma("wal_checkpoint(PASSIVE)");
    if (workerData.report) parentPort.postMessage({ checkpointed: { log: row.log, copied: row.checkpointed } });
  } catch (error) {
    // Busy: another checkpoint (an erasure's) is under way; the next turn tries again.
    if (!/^SQLITE_BUSY|^SQLITE_LOCKED/.test(String(error && error.code))) parentPort.postMessage({ error: String(error && error.message) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage({ ready: true });
`;

/**
 * Starts checkpointing `file` in a worker and turns the API connection's automatic checkpoints off once
 * the worker is ready. `onCheckpoint` hears each checkpoint's result (for tests); without it the worker
 * sends none (a message a second that nobody reads would only wake the API's thread).
 */
export async function startCheckpointer(
  db: Db,
  file: string,
  log: CheckpointerLog,
  { everyMs = CHECKPOINT_EVERY_MS, onCheckpoint }: { everyMs?: number; onCheckpoint?: (result: { log: number; copied: number }) => void } = {},
): Promise<Checkpointer> {
  const automatic = (pages: number) => sql.raw(`pragma wal_autocheckpoint = ${pages}`).execute(db);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: require.resolve("better-sqlite3"), file, everyMs, report: Boolean(onCheckpoint) } });
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  const started = await new Promise<boolean>((resolve) => {
    worker.on("message", (message: FromWorker) => {
      if ("ready" in message) resolve(true);
      else if ("checkpointed" in message) onCheckpoint?.(message.checkpointed);
      else log.warn({ reason: message.error }, "a WAL checkpoint failed; the next one tries again");
    });
    worker.once("error", (error) => {
      log.warn({ reason: error.message }, "the WAL checkpointer stopped; the API's connection checkpoints by itself again");
      resolve(false);
    });
    worker.once("exit", () => resolve(false));
  });
  if (!started) return { stop: async () => undefined };
  // Held while it starts (nothing else may be keeping the process alive yet); never after.
  worker.unref();
  await automatic(0);
  void exited.then(async () => {
    if (!stopping) await automatic(AUTO_CHECKPOINT_PAGES).catch(() => undefined);
  });
  return {
    async stop() {
      stopping = true;
      worker.ref(); // the process waits for the worker's connection to close
      worker.postMessage("stop");
      await exited;
      await automatic(AUTO_CHECKPOINT_PAGES).catch(() => undefined);
    },
  };
}
