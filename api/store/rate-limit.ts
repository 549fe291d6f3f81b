/**
 * A store for @fastify/rate-limit that keeps the counters in the database, so every API instance
 * draws on one budget per client. One upsert per counted request: it starts a new window when the
 * old one has ended, or adds one to the current window, and returns the count atomically on both
 * engines (INSERT … ON CONFLICT … RETURNING).
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "kysely";
import type { Db } from "./db";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

export async function countHit(db: Db, key: string, timeWindow: number, now = Date.now()) {
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: now + timeWindow })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) };
}

/** Deletes counters whose window ended; returns how many. */
export async function sweepRateLimits(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("reset_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The store class the plugin constructs (it takes a class, so the database is closed over). */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(readonly options?: FastifyRateLimitOptions) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(this.options);
    }
  };
}
