/**
 * The queue of page views (issue 31, api/analytics/recorder.ts): a flush writes what was queued when it
 * began; views that arrive while it writes wait for the next flush rather than make a small transaction of
 * their own straight after. Closing writes everything, views that arrive during the close included.
 */
import type { PageView } from "../../../api/analytics/page-view";
import { EventRecorder } from "../../../api/analytics/recorder";

const view = (path: string): PageView => ({
  at: "2026-11-29T04:30:00.000Z",
  day: "2026-11-29",
  visitor: "visitor",
  path,
  utm: { source: "", medium: "", campaign: "", term: "", content: "" },
  referrerHost: null,
});

/** A store whose writes the test finishes one at a time; it keeps each batch's paths. */
function heldStore() {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const write = (batch: PageView[]) =>
    new Promise<void>((resolve) => {
      batches.push(batch.map((v) => v.path));
      pending.push(resolve);
    });
  /** Finishes the oldest write still open once one has started; false if none starts within 50 turns of the event loop. */
  const finishNext = async (): Promise<boolean> => {
    for (let turn = 0; pending.length === 0; turn++) {
      if (turn === 50) return false;
      await new Promise((resolve) => setImmediate(resolve));
    }
    pending.shift()?.();
    return true;
  };
  return { batches, write, finishNext };
}

const quiet = { warn: () => undefined };

it("writes the views queued when a flush began, and leaves those that came during its write to the next flush", async () => {
  const store = heldStore();
  const recorder = new EventRecorder(store.write, quiet, undefined, 60_000);
  recorder.add(view("/"));
  recorder.add(view("/services"));
  const first = recorder.flush();
  recorder.add(view("/blog")); // arrives while the first batch is being written
  expect(await store.finishNext()).toBe(true);
  // A few turns of the event loop: time enough for a flush that went on writing to start its next batch.
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));

  expect(store.batches).toEqual([["/", "/services"]]);
  await first;

  const second = recorder.flush();
  expect(await store.finishNext()).toBe(true);
  await second;
  expect(store.batches).toEqual([["/", "/services"], ["/blog"]]);
  await recorder.close();
});

it("writes on close every view still queued, those that arrive during the close included", async () => {
  const store = heldStore();
  const recorder = new EventRecorder(store.write, quiet, undefined, 60_000);
  recorder.add(view("/"));
  const closed = recorder.close();
  recorder.add(view("/contact-us")); // a request answered while the API closes
  expect(await store.finishNext()).toBe(true);
  expect(await store.finishNext()).toBe(true);
  await closed;

  expect(store.batches).toEqual([["/"], ["/contact-us"]]);
});
