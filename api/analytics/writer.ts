/**
 * Where the batches of page views are written (issue 31): on a thread of their own (writer-thread.ts),
 * with a connection of their own, so the API's event loop never runs them.
 *
 * On SQLite every statement runs synchronously. Written on the API's thread, a batch (~100 views every
 * 100 ms at 1,000 beacons a second: a transaction of 5–6 statements) stopped the event loop several times
 * a second, and the beacons arriving meanwhile waited: their p99 was 2.3x a bare route's, and 1.13x with
 * the writes taken away (docs/decisions/bench.md). On PostgreSQL the writes are asynchronous, but building
 * and reading 200-row statements is still the API thread's work; the thread takes that too.
 *
 * The batch is the same transaction with the same locks on either thread (write-batch.ts), so several
 * instances, and the thread beside the API's own writers, still count each view once. The API's own
 * SQLite writes take the file's lock without blocking their thread (store/db.ts, `beginImmediate`), and
 * a batch holds it for milliseconds.
 *
 * The thread starts with the first batch (an API that is never sent a beacon starts none). If it cannot
 * start (a store in memory, which another connection cannot open; or the TypeScript loader missing) or
 * stops, the batches are written on the API's thread as before, and the log says so once. A batch the
 * thread was writing when it stopped is reported as not stored, as a batch the store refuses is.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Engine } from "../store";
import type { Db, StoreLocation } from "../store/db";
import type { PageView } from "./page-view";
import type { RecorderLog } from "./recorder";
import { writeBatch } from "./write-batch";

/** What the writer's connection is called on PostgreSQL (pg_stat_activity's application_name). */
export const WRITER_CONNECTION_NAME = "selenova analytics writer";

/** What the thread is given: where the store is. */
export interface WriterData {
  location: Pick<StoreLocation, "dbPath" | "databaseUrl">;
}

/** To the thread: a batch to write, or "stop" (close the connection, then end). */
export type ToWriter = { id: number; batch: PageView[] } | "stop";
/** From the thread: connected; a batch written (or refused, with the reason); an idle connection failed. */
export type FromWriter = { ready: true } | { id: number; error?: string } | { idleError: string };

export interface BatchWriter {
  /** Stores the batch (one transaction); rejects when it was not stored. */
  write(batch: PageView[]): Promise<void>;
  /** Ends the thread once its connection is closed (call after the last write). */
  close(): Promise<void>;
}

export interface BatchWriterOptions {
  db: Db;
  engine: Engine;
  /** The store's location for the thread's own connection; null writes on the API's thread. */
  location: Pick<StoreLocation, "dbPath" | "databaseUrl"> | null;
  log: RecorderLog;
}

/** The thread's first lines: TypeScript through tsx, as `npm run api` runs, then writer-thread.ts. */
const BOOT = `
const { workerData } = require("node:worker_threads");
require(workerData.tsx).register();
require(workerData.entry);
`;

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

export function batchWriter({ db, engine, location, log }: BatchWriterOptions): BatchWriter {
  const here = (batch: PageView[]) => writeBatch(db, engine, batch);
  if (!location || (!location.databaseUrl && location.dbPath === ":memory:")) return { write: here, close: async () => undefined };

  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let stopping = false;
  let exited: Promise<void> = Promise.resolve();
  /** The thread, once asked for; null once it could not start or has stopped. */
  let thread: Promise<Worker | null> | null = null;

  const start = (): Promise<Worker | null> =>
    new Promise((resolve) => {
      const workerData: WriterData = { location: { dbPath: location.dbPath, databaseUrl: location.databaseUrl } };
      const worker = new Worker(BOOT, {
        eval: true,
        execArgv: [],
        workerData: { ...workerData, tsx: require.resolve("tsx/cjs/api"), entry: path.join(__dirname, "writer-thread.ts") },
      });
      let reason = "it ended";
      exited = new Promise((done) =>
        worker.once("exit", () => {
          thread = Promise.resolve(null);
          for (const { reject } of waiting.values()) reject(new Error("the analytics writer thread stopped"));
          waiting.clear();
          if (!stopping) log.warn({ reason }, "analytics: the writer thread stopped; page views are written on the API's thread");
          resolve(null);
          done();
        }),
      );
      worker.once("error", (error) => (reason = error.message));
      worker.on("message", (message: FromWriter) => {
        if ("ready" in message) {
          worker.unref(); // held only while a batch is on its way (write)
          resolve(worker);
        } else if ("idleError" in message) {
          log.warn({ reason: message.idleError }, "analytics: an idle database connection of the writer thread failed; its pool replaces it");
        } else {
          const batch = waiting.get(message.id);
          waiting.delete(message.id);
          if (waiting.size === 0) worker.unref();
          if (message.error === undefined) batch?.resolve();
          else batch?.reject(new Error(message.error));
        }
      });
    });

  return {
    async write(batch) {
      const worker = stopping ? null : await (thread ??= start());
      if (!worker) return here(batch);
      return new Promise<void>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.ref(); // the process waits for the batch's answer
        worker.postMessage({ id, batch } satisfies ToWriter);
      });
    },
    async close() {
      stopping = true;
      const worker = thread ? await thread : null;
      if (!worker) return;
      worker.ref();
      worker.postMessage("stop" satisfies ToWriter);
      await exited;
    },
  };
}
