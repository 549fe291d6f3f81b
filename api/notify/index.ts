/**
 * Email notifications for leads, through an outbox. The one call the server makes:
 *
 *   const notifier = await startNotifications({ db, engine, log: app.log, readResume });
 *   app.addHook("onClose", () => notifier.stop());
 *
 * and each lead route, in the transaction that stores the lead, `enqueueNotification(trx, …)`, then
 * `notifier.nudge()` once it has committed. See docs/decisions/notifications.md.
 */
import type { Kysely } from "kysely";
import { composeNotification, type ResumeFile } from "./compose";
import { smtpMailer, type SmtpTimeouts } from "./mailer";
import type { Engine, OutboxTables } from "./outbox";
import { kyselyOutbox } from "./outbox-store";
import { composeOutbox } from "./kinds";
import { describeSmtp, loadNotifySettings, type NotifySettings } from "./settings";
import { createNotifyWorker, type NotifyLog, type NotifyWorker, type WorkerOptions } from "./worker";

export interface NotificationsOptions<DB extends OutboxTables> {
  db: Kysely<DB>;
  engine: Engine;
  log: NotifyLog;
  /** An application's résumé from the store (bytes, the visitor's file name, the detected type). */
  readResume: (applicationId: number) => Promise<ResumeFile | null>;
  /** Default: read from the environment and data/ (settings.ts). */
  settings?: NotifySettings;
  worker?: Partial<Pick<WorkerOptions, "now" | "pollMs" | "leaseMs" | "manual">>;
  timeouts?: SmtpTimeouts;
}

/** Replaces the SMTP password wherever it appears (an error message echoing the URL, say). */
function redactor(smtpUrl: string | undefined): (text: string) => string {
  if (!smtpUrl) return (text) => text;
  const url = new URL(smtpUrl);
  const secrets = [url.password, decodeURIComponent(url.password)].filter((secret) => secret.length > 0);
  return (text) => secrets.reduce((out, secret) => out.split(secret).join("***"), text);
}

export async function startNotifications<DB extends OutboxTables>(
  options: NotificationsOptions<DB>,
): Promise<NotifyWorker> {
  const settings = options.settings ?? loadNotifySettings();
  const { smtp, inboxes } = settings;
  if (smtp) {
    options.log.info(
      { server: describeSmtp(smtp.url), from: smtp.from.address, sales: inboxes.sales, hr: inboxes.hr },
      "email notifications are sent through SMTP",
    );
  } else {
    options.log.info(
      {},
      'email notifications are not configured (SMTP_URL is unset): leads wait in the outbox as "not configured" and are sent once SMTP_URL is set',
    );
  }
  const worker = createNotifyWorker({
    outbox: kyselyOutbox(options.db, options.engine),
    mailer: smtp ? smtpMailer(smtp.url, smtp.from, options.timeouts) : null,
    compose: (notification) =>
      composeOutbox(notification, settings, (lead) => composeNotification(lead, settings, options.readResume)),
    log: options.log,
    messageIdDomain: smtp ? smtp.from.address.slice(smtp.from.address.lastIndexOf("@") + 1) : "localhost",
    redact: redactor(smtp?.url),
    ...options.worker,
  });
  await worker.start();
  return worker;
}

export { enqueueNotification } from "./outbox";
export { notificationStatuses, resendNotification, deleteNotifications } from "./outbox-status";
export { outboxMigration, createOutboxTable, type OutboxTables } from "./outbox";
export { kyselyOutbox } from "./outbox-store";
export type { NewNotification, NotificationKind } from "./leads";
export { SIGN_IN_ALERT, type SignInAlert } from "./sign-in-alert";
export type { NotifyWorker } from "./worker";
