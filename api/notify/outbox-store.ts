/**
 * The worker's side of the notification outbox (outbox.ts has the table and the enqueueing): claiming
 * the notification due longest under a lease, and every change after the claim naming the claim's token,
 * so a worker whose lease was taken over changes nothing. Kysely queries, for SQLite and PostgreSQL.
 */
import { OUTBOX_TABLE, outboxView, type Engine, type Handle, type OutboxState, type OutboxTables } from "./outbox";

/** A notification a worker holds the lease on. */
export interface ClaimedNotification {
  id: number;
  kind: string;
  leadId: number;
  payload: string;
  /** Sends tried before this one. */
  attempts: number;
  queuedAt: number;
  token: string;
}

/** What the worker needs from the database; `kyselyOutbox` is the implementation for both engines. */
export interface OutboxStore {
  /** Leases the notification due longest, or null when none is due. */
  claim(now: number, leaseMs: number, token: string): Promise<ClaimedNotification | null>;
  markSent(claim: ClaimedNotification, now: number): Promise<boolean>;
  reschedule(claim: ClaimedNotification, nextAttemptAt: number, error: string): Promise<boolean>;
  markFailed(claim: ClaimedNotification, error: string): Promise<boolean>;
  /** No mail server: the notification waits as "not configured" and its attempts are not counted. */
  markNotConfigured(claim: ClaimedNotification): Promise<boolean>;
  /** No mail server: every notification due now and not being sent waits as "not configured", in one write. */
  markDueNotConfigured(now: number): Promise<number>;
  /** With a mail server: every "not configured" notification becomes due now. Returns how many. */
  requeueNotConfigured(now: number): Promise<number>;
}

export function kyselyOutbox<DB extends OutboxTables>(database: Handle<DB>, engine: Engine): OutboxStore {
  const db = outboxView(database);
  const released = { claim_token: null, claimed_until: null } as const;

  const finish = async (
    claim: ClaimedNotification,
    values: Partial<{
      state: OutboxState;
      attempts: number;
      next_attempt_at: number;
      last_error: string | null;
      sent_at: number;
    }>,
  ): Promise<boolean> => {
    const result = await db
      .updateTable(OUTBOX_TABLE)
      .set({ ...values, ...released })
      .where("id", "=", claim.id)
      .where("claim_token", "=", claim.token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  return {
    async claim(now, leaseMs, token) {
      let due = db
        .selectFrom(OUTBOX_TABLE)
        .select("id")
        .where("state", "=", "waiting")
        .where("next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(1);
      // PostgreSQL: a row another worker is claiming right now is skipped, not waited for.
      // SQLite: one statement runs alone (one writer at a time), so the update is atomic anyway.
      if (engine === "postgres") due = due.forUpdate().skipLocked();
      const row = await db
        .updateTable(OUTBOX_TABLE)
        .set({ claim_token: token, claimed_until: now + leaseMs })
        .where("id", "in", due)
        .returning(["id", "kind", "lead_id", "payload", "attempts", "queued_at"])
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        kind: row.kind,
        leadId: row.lead_id,
        payload: row.payload,
        attempts: row.attempts,
        queuedAt: Number(row.queued_at),
        token,
      };
    },
    markSent: (claim, now) =>
      finish(claim, { state: "sent", attempts: claim.attempts + 1, sent_at: now, last_error: null }),
    reschedule: (claim, nextAttemptAt, error) =>
      finish(claim, { attempts: claim.attempts + 1, next_attempt_at: nextAttemptAt, last_error: error }),
    markFailed: (claim, error) =>
      finish(claim, { state: "failed", attempts: claim.attempts + 1, last_error: error }),
    markNotConfigured: (claim) => finish(claim, { state: "not_configured" }),
    async markDueNotConfigured(now) {
      const result = await db
        .updateTable(OUTBOX_TABLE)
        .set({ state: "not_configured", ...released })
        .where("state", "=", "waiting")
        .where("next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async requeueNotConfigured(now) {
      const result = await db
        .updateTable(OUTBOX_TABLE)
        .set({ state: "waiting", next_attempt_at: now })
        .where("state", "=", "not_configured")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
