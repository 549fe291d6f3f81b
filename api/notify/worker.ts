/**
 * The worker that empties the outbox, inside the API process: it claims one due notification at a
 * time under a lease, sends it, and records the outcome. Visitors' requests only insert rows; they
 * never wait for it. Several processes may run it on one database: a claim is exclusive while its
 * lease lasts, and a lease left by a crashed process runs out so the notification is taken again.
 */
import { randomUUID } from "node:crypto";
import type { Mail } from "./compose";
import { PermanentFailure } from "./leads";
import type { Mailer } from "./mailer";
import type { ClaimedNotification, OutboxStore } from "./outbox-store";
import { headerText } from "./safe";
import { parseOutboxRow, type OutboxMail } from "./kinds";

/** The wait after the 1st, 2nd, 3rd and 4th failed send; the 5th failure marks it failed. */
export const BACKOFF_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/** When to try again after `failures` failed sends (this one included), or null: give up. */
export const retryAt = (failures: number, now: number): number | null =>
  failures <= BACKOFF_MS.length ? now + BACKOFF_MS[failures - 1] : null;

/** Pino's (Fastify's `app.log`) calling convention. */
export interface NotifyLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface WorkerOptions {
  outbox: OutboxStore;
  /** Null when SMTP_URL is unset: due notifications are marked "not configured". */
  mailer: Mailer | null;
  compose: (notification: OutboxMail) => Promise<Mail>;
  log: NotifyLog;
  /** The domain of the Message-ID header (the sender's). */
  messageIdDomain: string;
  now?: () => number;
  /** How often to look for due notifications besides nudges. */
  pollMs?: number;
  /** How long a claim is exclusive; longer than any one send can take (mailer.ts caps it at 2 min). */
  leaseMs?: number;
  /** Never run on a timer or a nudge; only `runOnce()` sends (for tests and scripts). */
  manual?: boolean;
  /** Removes secrets (the SMTP password) from an error before it is stored or logged. */
  redact?: (text: string) => string;
}

export interface RunSummary {
  sent: number;
  retrying: number;
  failed: number;
  notConfigured: number;
}

export interface NotifyWorker {
  /** Starts polling (with a mailer, first re-queues what waited as "not configured"). */
  start(): Promise<void>;
  /** Look now: call after the transaction that queued a notification commits. Never waits. */
  nudge(): void;
  /** Works off everything due now, one at a time; resolves with what happened. */
  runOnce(): Promise<RunSummary>;
  /** Stops polling and waits for the send in progress; closes the mailer. */
  stop(): Promise<void>;
}

/**
 * How long a nudge waits for others: the nudges of that time share one run (under 1,000 enquiries a
 * second, one run each had cost a database write per enquiry; issue 28 §6). A mail leaves within it.
 */
export const NUDGE_GATHER_MS = 20;

/** Errors where the server could not be reached: the rest of the queue waits for the next poll. */
const CONNECTION_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "ECONNRESET"]);

const errorCode = (error: unknown): string =>
  typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";

export function createNotifyWorker(options: WorkerOptions): NotifyWorker {
  const { outbox, mailer, compose, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const redact = options.redact ?? ((text: string) => text);

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let timerDue = 0;
  let running: Promise<unknown> | null = null;
  let again = false;

  const describe = (error: unknown): string =>
    headerText(redact(error instanceof Error ? error.message || error.name : String(error)), 500) ||
    "unknown error";

  /** Sends one claimed notification; returns whether the server was unreachable. */
  async function deliver(claim: ClaimedNotification, summary: RunSummary): Promise<boolean> {
    const context = { notification: claim.id, kind: claim.kind, lead: claim.leadId };
    if (!mailer) {
      summary.notConfigured += 1;
      await outbox.markNotConfigured(claim);
      return false;
    }
    let mail: Mail | null = null;
    try {
      mail = await compose(parseOutboxRow(claim.kind, claim.leadId, claim.payload));
      await mailer.send(mail, `<notification-${claim.id}-${claim.queuedAt}@${options.messageIdDomain}>`);
    } catch (error) {
      const failures = claim.attempts + 1;
      const at = error instanceof PermanentFailure ? null : retryAt(failures, now());
      // A server's refusal may quote the recipient: a private person's address is never stored or logged.
      const reason = mail?.private ? mail.to.reduce((text, to) => text.split(to).join("(recipient)"), describe(error)) : describe(error);
      if (at === null) {
        summary.failed += 1;
        await outbox.markFailed(claim, reason);
        log.error({ ...context, attempts: failures, reason }, "notification failed; giving up");
      } else {
        summary.retrying += 1;
        await outbox.reschedule(claim, at, reason);
        const retry = new Date(at).toISOString();
        log.warn({ ...context, attempts: failures, retryAt: retry, reason }, "notification not sent; will retry");
      }
      return CONNECTION_CODES.has(errorCode(error));
    }
    summary.sent += 1;
    if (await outbox.markSent(claim, now())) {
      log.info({ ...context, to: mail.private ? "(the requester)" : mail.to }, "notification sent");
    } else {
      log.warn(context, "notification sent, but its claim had run out (another worker may send it too)");
    }
    return false;
  }

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { sent: 0, retrying: 0, failed: 0, notConfigured: 0 };
    // No mail server: what is due waits as "not configured", all in one write rather than a claim and
    // a mark per notification (a third of a contact POST's database work under load; issue 22 §5).
    if (!mailer) {
      summary.notConfigured = await outbox.markDueNotConfigured(now());
      return summary;
    }
    while (!stopping) {
      const claim = await outbox.claim(now(), leaseMs, randomUUID());
      if (!claim) break;
      const unreachable = await deliver(claim, summary);
      if (unreachable) break;
    }
    return summary;
  }

  function schedule(delay: number): void {
    if (!started || stopping || options.manual) return;
    if (timer) clearTimeout(timer);
    timerDue = Date.now() + delay;
    timer = setTimeout(kick, delay);
    timer.unref();
  }

  function kick(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => log.error({ reason: describe(error) }, "notification worker run failed"))
      .finally(() => {
        running = null;
        const soon = again;
        again = false;
        schedule(soon ? NUDGE_GATHER_MS : pollMs);
      });
  }

  return {
    async start() {
      if (started) return;
      started = true;
      if (mailer) {
        const requeued = await outbox.requeueNotConfigured(now());
        if (requeued) log.info({ count: requeued }, "notifications that waited for a mail server are queued");
      }
      schedule(0);
    },
    nudge() {
      if (!started || stopping) return;
      if (running) again = true;
      else if (!timer || timerDue > Date.now() + NUDGE_GATHER_MS) schedule(NUDGE_GATHER_MS);
    },
    runOnce,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      mailer?.close();
    },
  };
}
