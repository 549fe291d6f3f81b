/**
 * A mail to a staff member whose account drew many failed sign-ins from several clients (issue 22 §3.2:
 * the per-account budget of api/staff/throttle.ts). It goes through the outbox like a lead's mail, so
 * it is retried until the SMTP server takes it; the row's `lead_id` is the account's id (one waiting
 * alert per account: a new one replaces the last).
 */
import type { Mail } from "./compose";
import { PermanentFailure, parseNotification, serializeLead, type NewNotification } from "./leads";
import { escapeHtml, headerText, plainAddress } from "./safe";

export const SIGN_IN_ALERT = "sign-in-alert";

export interface SignInAlert {
  /** The account's email: where the mail goes. */
  email: string;
  /** Failed sign-ins for it within the window, as text. */
  failures: string;
  /** The window's length in minutes, as text. */
  minutes: string;
}

export interface SignInAlertNotification {
  kind: typeof SIGN_IN_ALERT;
  /** The staff account's id. */
  leadId: number;
  lead: SignInAlert;
}

const FIELDS = ["email", "failures", "minutes"] as const;

export const serializeSignInAlert = (alert: SignInAlert): string =>
  JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, alert[field]])));

export function parseSignInAlert(leadId: number, payload: string): SignInAlertNotification {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    throw new PermanentFailure("the stored sign-in alert is not JSON");
  }
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const lead = { email: "", failures: "", minutes: "" };
  for (const field of FIELDS) {
    const text = record[field];
    if (typeof text !== "string") throw new PermanentFailure(`the stored sign-in alert has no text field "${field}"`);
    lead[field] = text;
  }
  return { kind: SIGN_IN_ALERT, leadId, lead };
}

export function composeSignInAlert(alert: SignInAlert, siteUrl: string): Mail {
  const address = plainAddress(alert.email);
  if (!address) throw new PermanentFailure("the sign-in alert's address is not one plain address");
  const failures = headerText(alert.failures, 10);
  const minutes = headerText(alert.minutes, 10);
  const account = `${siteUrl}/admin/account`;
  const lines = [
    `Someone tried to sign in to your staff account (${address}) with a wrong password or code ${failures} times in the last ${minutes} minutes, from more than one place.`,
    "Each further try is now slowed down; you can still sign in as usual.",
    "If this was not you, nothing is needed for your password to stay safe, but consider a longer password and turning on the second factor:",
  ];
  return {
    to: [address],
    replyTo: null,
    subject: "Many failed sign-ins to your staff account",
    text: [...lines, account, ""].join("\n\n"),
    html: [
      "<!doctype html>",
      '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1b1f3b;line-height:1.5">',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(account)}">Your account in the staff console</a></p>`,
      "</body></html>",
      "",
    ].join("\n"),
    attachments: [],
  };
}

/** Anything the outbox holds: a lead's notification or a sign-in alert. */
export type OutboxNotification = NewNotification | SignInAlertNotification;

/** A stored row read back, by its kind. */
export const parseOutboxNotification = (kind: string, leadId: number, payload: string): OutboxNotification =>
  kind === SIGN_IN_ALERT ? parseSignInAlert(leadId, payload) : parseNotification(kind, leadId, payload);

/** The stored form of a notification, by its kind. */
export const serializeNotification = (notification: OutboxNotification): string =>
  notification.kind === SIGN_IN_ALERT ? serializeSignInAlert(notification.lead) : serializeLead(notification.kind, notification.lead);
