/**
 * The page views waiting to be written (issue 31). The beacon is answered at once (202); its view joins
 * this queue and is written with the others that came in the same FLUSH_MS, one transaction per batch,
 * batches one at a time in arrival order (write-batch.ts). Closing the API writes what is left.
 *
 * The queue is bounded (MAX_QUEUED): only a store that has stopped answering fills it, and then the
 * newest views are dropped rather than the process's memory. A batch the store refuses is logged (its
 * size and the reason, never a visitor's data) and dropped, so one bad batch never blocks the rest.
 */
import type { PageView } from "./page-view";

/** How often the queue is written. */
export const FLUSH_MS = 100;
/** The most views one transaction takes. */
const MAX_BATCH = 500;
/** The most views waiting: a minute at 1,000 a second, and some. */
export const MAX_QUEUED = 100_000;

export interface RecorderLog {
  warn(object: object, message: string): void;
}

export class EventRecorder {
  private queue: PageView[] = [];
  private writing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private dropped = 0;

  constructor(
    private readonly write: (batch: PageView[]) => Promise<void>,
    private readonly log: RecorderLog,
    private readonly afterBatch: () => void = () => undefined,
    flushMs = FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  add(view: PageView): void {
    if (this.queue.length >= MAX_QUEUED) {
      this.dropped += 1;
      return;
    }
    this.queue.push(view);
  }

  /** Writes everything queued so far (waits for a write under way first; views added meanwhile wait for the next). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.queue.length === 0) return;
    this.writing = this.drain().finally(() => (this.writing = null));
    await this.writing;
  }

  /**
   * Writes the views queued when it starts, MAX_BATCH at a time. Views that arrive while it writes wait for
   * the next flush: written straight after, they made a stream of small transactions back to back (a batch
   * as long as the last write took, ~12 views on PostgreSQL instead of ~100), each paying a transaction's
   * fixed cost in round trips and statements. A drain that takes longer than FLUSH_MS leaves a larger queue
   * for the next, so the batches grow with the load.
   */
  private async drain(): Promise<void> {
    let left = this.queue.length;
    while (left > 0) {
      if (left < MAX_BATCH) await new Promise<void>((resolve) => setImmediate(resolve)); // answer what is waiting first
      const batch = this.queue.splice(0, Math.min(left, MAX_BATCH));
      left -= batch.length;
      await this.write(batch).catch((error: unknown) =>
        this.log.warn({ views: batch.length, reason: error instanceof Error ? error.message : String(error) }, "analytics: a batch of page views was not stored"),
      );
    }
    if (this.dropped > 0) {
      this.log.warn({ views: this.dropped }, "analytics: page views dropped, the queue was full");
      this.dropped = 0;
    }
    this.afterBatch();
  }

  /** Stops the timer and writes what is left, views that come in while it writes included. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    do await this.flush();
    while (this.queue.length > 0);
  }
}
