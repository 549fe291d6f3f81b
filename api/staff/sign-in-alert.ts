/**
 * The mail to an account's owner when its failures across clients trip the slow-down (throttle.ts):
 * queued in the notification outbox (api/notify), so it is retried until the mail server takes it. At
 * most one per account per window: a new one is queued only when the last is older than the window.
 */
import { SIGN_IN_ALERT, enqueueNotification, type NotifyWorker } from "../notify";
import type { Db } from "../store/db";
import { accounts } from "./accounts";
import { LOCKOUT_WINDOW_MS } from "./throttle";

export function signInAlerts(db: Db, notifier: NotifyWorker, now: () => number = Date.now) {
  return async (email: string, failures: number): Promise<void> => {
    const account = await accounts(db).credentials(email);
    if (!account) return;
    const last = await db
      .selectFrom("notification_outbox")
      .select("queued_at")
      .where("kind", "=", SIGN_IN_ALERT)
      .where("lead_id", "=", account.id)
      .executeTakeFirst();
    if (last && Number(last.queued_at) > now() - LOCKOUT_WINDOW_MS) return;
    await enqueueNotification(
      db,
      { kind: SIGN_IN_ALERT, leadId: account.id, lead: { email: account.email, failures: String(failures), minutes: String(LOCKOUT_WINDOW_MS / 60_000) } },
      now(),
    );
    notifier.nudge();
  };
}
