/**
 * The analytics writer's thread (issue 31; started by writer.ts): a connection of its own to the store,
 * on which it writes the batches of page views the API's thread sends, one at a time, in the order sent
 * (write-batch.ts, unchanged: the same transaction and the same locks as on the API's thread). Each
 * batch is answered with its id, and with the reason when the store refused it.
 *
 * Messages in: `{id, batch}`, or `"stop"` (close the connection, then end). Out: `{ready: true}` once
 * connected, `{id}` or `{id, error}` per batch, `{idleError}` when an idle PostgreSQL connection fails.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { connect } from "../store/db";
import { writeBatch } from "./write-batch";
import { WRITER_CONNECTION_NAME, type FromWriter, type ToWriter, type WriterData } from "./writer";

/**
 * The writer's niceness on Linux: below the API's thread, so a batch's few milliseconds of work wait for a
 * free core rather than take one from a request being answered (on these 2 cores, beside the load, that
 * moved the beacon's p99). At 10 a thread still gets about a tenth of a core the API's thread contends
 * for, while a batch a second of 1,000 beacons needs under a tenth of that.
 */
const NICENESS = 10;

/** Lowers this thread's priority (Linux: a thread's id is a pid to setpriority); elsewhere it stays. */
function lowerPriority(): void {
  try {
    const thread = Number(path.basename(fs.readlinkSync("/proc/thread-self")));
    if (Number.isInteger(thread) && thread > 0) os.setPriority(thread, NICENESS);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}

const port = parentPort;
if (!port) throw new Error("writer-thread.ts runs as a worker thread (writer.ts starts it)");
const send = (message: FromWriter) => port.postMessage(message);

const { location } = workerData as WriterData;
lowerPriority();
// One transaction at a time: a pool of one is all PostgreSQL needs here.
const { db, engine, close } = connect(
  { ...location, onIdleError: (error) => send({ idleError: error.message }) },
  { poolSize: 1, applicationName: WRITER_CONNECTION_NAME },
);

let queue: Promise<void> = Promise.resolve();
port.on("message", (message: ToWriter) => {
  if (message === "stop") {
    queue = queue.then(async () => {
      await close();
      port.close();
    });
    return;
  }
  queue = queue.then(() =>
    writeBatch(db, engine, message.batch).then(
      () => send({ id: message.id }),
      (error: unknown) => send({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
});
send({ ready: true });
