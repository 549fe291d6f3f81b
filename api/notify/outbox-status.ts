/**
 * The outbox as the console and the logs read it: each lead's notification state, sending one again,
 * removing those of deleted leads, and counts by state. The worker's side is in outbox.ts.
 */
import { sql } from "kysely";
import type { NotificationKind } from "./leads";
import { OUTBOX_TABLE, outboxView, type Handle, type OutboxState, type OutboxTables } from "./outbox";

/** A lead's notification as the console shows it. */
export interface NotificationStatus {
  leadId: number;
  state: OutboxState;
  attempts: number;
  /** ISO times. */
  queuedAt: string;
  sentAt: string | null;
  /** When a waiting notification is tried next. */
  nextAttemptAt: string | null;
  lastError: string | null;
}

const iso = (value: number | string | null): string | null =>
  value === null ? null : new Date(Number(value)).toISOString();

/** The notification state of each of the given leads of one kind (leads without one are left out). */
export async function notificationStatuses<DB extends OutboxTables>(
  database: Handle<DB>,
  kind: NotificationKind,
  leadIds: readonly number[],
): Promise<NotificationStatus[]> {
  if (leadIds.length === 0) return [];
  const rows = await outboxView(database)
    .selectFrom(OUTBOX_TABLE)
    .select(["lead_id", "state", "attempts", "queued_at", "sent_at", "next_attempt_at", "last_error"])
    .where("kind", "=", kind)
    .where("lead_id", "in", [...leadIds])
    .execute();
  return rows.map((row) => ({
    leadId: row.lead_id,
    state: row.state,
    attempts: row.attempts,
    queuedAt: iso(row.queued_at) ?? "",
    sentAt: iso(row.sent_at),
    nextAttemptAt: row.state === "waiting" ? iso(row.next_attempt_at) : null,
    lastError: row.last_error,
  }));
}

/**
 * "Send again" from the console: the lead's notification is queued afresh, due now, with its
 * attempts counted from zero. Returns false when the lead has no notification.
 */
export async function resendNotification<DB extends OutboxTables>(
  database: Handle<DB>,
  kind: NotificationKind,
  leadId: number,
  now: number = Date.now(),
): Promise<boolean> {
  const result = await outboxView(database)
    .updateTable(OUTBOX_TABLE)
    .set({
      state: "waiting",
      attempts: 0,
      queued_at: now,
      next_attempt_at: now,
      sent_at: null,
      last_error: null,
      claim_token: null,
      claimed_until: null,
    })
    .where("kind", "=", kind)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the notifications of deleted leads (call it in the transaction that deletes them). */
export async function deleteNotifications<DB extends OutboxTables>(
  database: Handle<DB>,
  kind: NotificationKind,
  leadIds: readonly number[],
): Promise<number> {
  if (leadIds.length === 0) return 0;
  const result = await outboxView(database)
    .deleteFrom(OUTBOX_TABLE)
    .where("kind", "=", kind)
    .where("lead_id", "in", [...leadIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many notifications are in each state (for logs, health and the benchmark). */
export async function outboxCounts<DB extends OutboxTables>(
  database: Handle<DB>,
): Promise<Record<OutboxState, number>> {
  const rows = await outboxView(database)
    .selectFrom(OUTBOX_TABLE)
    .select(["state", sql<number | string>`count(*)`.as("n")])
    .groupBy("state")
    .execute();
  const counts: Record<OutboxState, number> = { waiting: 0, sent: 0, failed: 0, not_configured: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}
