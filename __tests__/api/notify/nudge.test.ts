/** @jest-environment node */
/**
 * The notification worker's nudges (issue 28 §6): each stored lead nudges the worker, and the nudges that
 * come close together share one run, so 1,000 enquiries a second do not cost a run (a database write) each;
 * the last nudge is still answered by a run that starts after it.
 */
import type { OutboxStore } from "../../../api/notify/outbox-store";
import { NUDGE_GATHER_MS, createNotifyWorker } from "../../../api/notify/worker";
import { sleep } from "../helpers";

function countingWorker() {
  const runs: number[] = [];
  // Without a mail server a run is one write: what is due is marked "not configured".
  const outbox = {
    markDueNotConfigured: async () => {
      runs.push(Date.now());
      return 0;
    },
  } as unknown as OutboxStore;
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const worker = createNotifyWorker({
    outbox,
    mailer: null,
    compose: () => Promise.reject(new Error("nothing is composed without a mail server")),
    log: quiet,
    messageIdDomain: "moon.example",
    pollMs: 60_000,
  });
  return { worker, runs };
}

describe("nudging the notification worker", () => {
  it("answers a lone nudge with a run, and many close nudges with a few runs", async () => {
    const { worker, runs } = countingWorker();
    await worker.start();
    await sleep(50);
    expect(runs).toHaveLength(1); // the start's own look

    worker.nudge();
    await sleep(NUDGE_GATHER_MS + 80);
    expect(runs).toHaveLength(2);

    // A burst of leads: 200 nudges at once are one run.
    for (let i = 0; i < 200; i++) worker.nudge();
    await sleep(NUDGE_GATHER_MS + 80);
    expect(runs).toHaveLength(3);

    // A steady stream, a nudge every 2 ms for 200 ms: at most a run per gathering, not one per nudge.
    const before = runs.length;
    let last = 0;
    for (let i = 0; i < 100; i++) {
      worker.nudge();
      last = Date.now();
      await sleep(2);
    }
    await sleep(NUDGE_GATHER_MS + 80);
    const stream = runs.length - before;
    expect(stream).toBeGreaterThanOrEqual(2);
    expect(stream).toBeLessThan(30);
    // What the last nudge announced was looked at after it.
    expect(runs[runs.length - 1]).toBeGreaterThanOrEqual(last);
    await worker.stop();
  });

  it("does not run on a nudge once stopped", async () => {
    const { worker, runs } = countingWorker();
    await worker.start();
    await sleep(50);
    await worker.stop();
    worker.nudge();
    await sleep(NUDGE_GATHER_MS + 50);
    expect(runs).toHaveLength(1);
  });
});
