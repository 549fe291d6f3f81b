/**
 * Every kind of mail the outbox holds, read back and composed by its kind: a lead's notification
 * (leads.ts), a sign-in alert to a staff member (sign-in-alert.ts, issue 22) and a mail to someone who
 * made a privacy request (privacy.ts, issue 25). The worker only sees this module's two functions.
 */
import type { Mail } from "./compose";
import type { NewNotification } from "./leads";
import { composePrivacyMail, isPrivacyMailKind, parseOutboxRow as parsePrivacyRow, type PrivacyMail } from "./privacy";
import type { NotifySettings } from "./settings";
import { SIGN_IN_ALERT, composeSignInAlert, parseOutboxNotification, type SignInAlertNotification } from "./sign-in-alert";

/** Anything the outbox holds. */
export type OutboxMail = NewNotification | SignInAlertNotification | PrivacyMail;

/** A stored row read back, by its kind. */
export const parseOutboxRow = (kind: string, id: number, payload: string): OutboxMail =>
  isPrivacyMailKind(kind) ? parsePrivacyRow(kind, id, payload) : parseOutboxNotification(kind, id, payload);

/** The mail for any outbox row (the worker's `compose`); a lead's notification through `composeLead`. */
export async function composeOutbox(
  mail: OutboxMail,
  settings: Pick<NotifySettings, "siteUrl">,
  composeLead: (notification: NewNotification) => Promise<Mail>,
): Promise<Mail> {
  if (mail.kind === SIGN_IN_ALERT) return composeSignInAlert((mail as SignInAlertNotification).lead, settings.siteUrl);
  if (isPrivacyMailKind(mail.kind)) return composePrivacyMail(mail as PrivacyMail, settings);
  return composeLead(mail as NewNotification);
}
