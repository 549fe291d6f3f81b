/**
 * A store for @fastify/rate-limit that keeps the counters in the database, so every API instance
 * draws on one budget per client. Counting is an upsert that starts a new window when the old one has
 * ended, or adds to the current window, and returns the count atomically on both engines
 * (INSERT … ON CONFLICT … RETURNING).
 *
 * Group commit (issue 22 §5): the hits that arrive while one upsert is being written (or within the
 * same turn of the event loop) are written together by the next one, a row per client with the number
 * of hits, and each hit gets its own place in the count back. The count stays exact across instances;
 * under load the database sees one write per batch instead of one per request.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "kysely";
import type { Db } from "./db";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

export interface Hits {
  key: string;
  /** How many hits to add. */
  n: number;
  timeWindow: number;
}

/** Adds each key's hits; returns each key's count and the end of its window. */
export async function countHits(db: Db, hits: Hits[], now = Date.now()): Promise<Map<string, { count: number; resetAt: number }>> {
  const rows = await db
    .insertInto("rate_limits")
    .values(hits.map(({ key, n, timeWindow }) => ({ key, count: n, reset_at: now + timeWindow })))
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then excluded.count else rate_limits.count + excluded.count end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(["key", "count", "reset_at"])
    .execute();
  return new Map(rows.map((row) => [row.key, { count: Number(row.count), resetAt: Number(row.reset_at) }]));
}

/** One hit, counted at once. */
export async function countHit(db: Db, key: string, timeWindow: number, now = Date.now()) {
  const row = (await countHits(db, [{ key, n: 1, timeWindow }], now)).get(key);
  if (!row) throw new Error("the rate-limit counter returned no row");
  return { current: row.count, ttl: Math.max(0, row.resetAt - now) };
}

/** Deletes counters whose window ended; returns how many. */
export async function sweepRateLimits(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("reset_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Queues hits and writes them in batches, one batch at a time. */
class HitBatcher {
  private queue = new Map<string, { timeWindow: number; callbacks: Callback[] }>();
  private running = false;

  constructor(private readonly db: Db) {}

  add(key: string, timeWindow: number, callback: Callback): void {
    const entry = this.queue.get(key);
    if (entry) entry.callbacks.push(callback);
    else this.queue.set(key, { timeWindow, callbacks: [callback] });
    if (!this.running) {
      this.running = true;
      setImmediate(() => void this.drain());
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.size) {
      const batch = this.queue;
      this.queue = new Map();
      const now = Date.now();
      const hits = [...batch].map(([key, { timeWindow, callbacks }]) => ({ key, n: callbacks.length, timeWindow }));
      const counted = await countHits(this.db, hits, now).catch((error: Error) => error);
      for (const [key, { callbacks }] of batch) {
        const row = counted instanceof Error ? undefined : counted.get(key);
        callbacks.forEach((callback, i) => {
          if (!row) callback(counted instanceof Error ? counted : new Error("the rate-limit counter returned no row"));
          else callback(null, { current: row.count - callbacks.length + i + 1, ttl: Math.max(0, row.resetAt - now) });
        });
      }
    }
    this.running = false;
  }
}

/** One batcher per database, shared by the plugin's store and its children. */
const batchers = new WeakMap<Db, HitBatcher>();

/** The store class the plugin constructs (it takes a class, so the database is closed over). */
export function databaseRateLimitStore(db: Db) {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new HitBatcher(db)));
  const hits = batcher;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(readonly options?: FastifyRateLimitOptions) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      hits.add(key, timeWindow, callback);
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(this.options);
    }
  };
}
