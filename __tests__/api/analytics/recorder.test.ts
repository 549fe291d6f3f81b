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
  /** Finishes the oldest write still open, once one has started. */
  const finishNext = async () => {
    while (pending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    pending.shift()?.();
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
  await store.finishNext();
  await first;

  expect(store.batches).toEqual([["/", "/services"]]);

  const second = recorder.flush();
  await store.finishNext();
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
  await store.finishNext();
  await store.finishNext();
  await closed;

  expect(store.batches).toEqual([["/"], ["/contact-us"]]);
});
