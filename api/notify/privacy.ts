/**
 * Mails to the people privacy requests come from (issue 25), through the same outbox as the lead
 * notifications: `privacy-confirm` (the one-use link that confirms a request) and `privacy-closed` (the
 * outcome, with staff's note). `lead_id` holds the request's id. These go to a private person, so the
 * worker never logs their recipients (`Mail.private`), and the daily privacy sweep deletes them from the
 * outbox once sent or failed (api/privacy/sweep.ts).
 */
import type { Mail } from "./compose";
import { PermanentFailure, parseNotification, type NewNotification } from "./leads";
import { enqueueRow, type Handle, type OutboxTables } from "./outbox";
import { escapeHtml, headerText, plainAddress } from "./safe";
import type { NotifySettings } from "./settings";

export const PRIVACY_MAIL_KINDS = ["privacy-confirm", "privacy-closed"] as const;
export type PrivacyMailKind = (typeof PRIVACY_MAIL_KINDS)[number];

export const isPrivacyMailKind = (kind: string): kind is PrivacyMailKind =>
  (PRIVACY_MAIL_KINDS as readonly string[]).includes(kind);

const TYPE_TEXT: Record<string, string> = {
  access: "a copy of your data",
  correction: "a correction of your data",
  erasure: "the erasure of your data",
};

export interface PrivacyConfirmMail {
  kind: "privacy-confirm";
  requestId: number;
  to: string;
  type: string;
  /** The site's /privacy/confirm?token=… link. */
  link: string;
}

export interface PrivacyClosedMail {
  kind: "privacy-closed";
  requestId: number;
  to: string;
  type: string;
  status: "done" | "refused";
  note: string;
}

export type PrivacyMail = PrivacyConfirmMail | PrivacyClosedMail;

/** A privacy mail, or (read back through leads.ts) a lead's notification. */
type PrivacyOrLead = NewNotification | PrivacyMail;

/** Queues a privacy mail; call it in the transaction that writes the request. */
export async function enqueuePrivacyMail<DB extends OutboxTables>(db: Handle<DB>, mail: PrivacyMail, now = Date.now()): Promise<void> {
  const { kind, requestId, ...payload } = mail;
  await enqueueRow(db, kind, requestId, JSON.stringify(payload), now);
}

/** Reads any outbox row back: a privacy mail here, a lead's notification through leads.ts. */
export function parseOutboxRow(kind: string, id: number, payload: string): PrivacyOrLead {
  if (!isPrivacyMailKind(kind)) return parseNotification(kind, id, payload);
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    throw new PermanentFailure(`the stored ${kind} is not JSON`);
  }
  const text = (field: string): string => {
    if (typeof value?.[field] !== "string") throw new PermanentFailure(`the stored ${kind} has no text field "${field}"`);
    return value[field] as string;
  };
  if (kind === "privacy-confirm") return { kind, requestId: id, to: text("to"), type: text("type"), link: text("link") };
  const status = text("status");
  if (status !== "done" && status !== "refused") throw new PermanentFailure(`the stored ${kind} has no outcome`);
  return { kind, requestId: id, to: text("to"), type: text("type"), status, note: text("note") };
}

function render(to: string, subject: string, paragraphs: string[], link?: { href: string; label: string }): Mail {
  const address = plainAddress(to);
  if (!address) throw new PermanentFailure("the requester's address is not one plain address");
  const text = [...paragraphs.flatMap((p) => [p, ""]), ...(link ? [`${link.label}: ${link.href}`, ""] : [])].join("\n");
  const html = [
    "<!doctype html>",
    '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1b1f3b;line-height:1.5">',
    ...paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    "</body></html>",
    "",
  ].join("\n");
  return { to: [address], replyTo: null, subject, text, html, attachments: [], private: true };
}

export function composePrivacyMail(mail: PrivacyMail, settings: Pick<NotifySettings, "siteUrl">): Mail {
  const what = TYPE_TEXT[mail.type] ?? "a privacy request";
  if (mail.kind === "privacy-confirm") {
    return render(
      mail.to,
      "Confirm your privacy request",
      [
        `Someone, we hope you, asked us through our website for ${what} held under this email address.`,
        "To confirm the request, open the link below within 24 hours. It works once. If you did not ask, ignore this message: nothing happens and the request is deleted after 7 days.",
      ],
      { href: mail.link, label: "Confirm my request" },
    );
  }
  const outcome =
    mail.status === "done"
      ? `We have completed your request for ${what}.`
      : `We could not carry out your request for ${what}.`;
  const note = mail.note.replace(/\r\n?/g, "\n").trim();
  return render(
    mail.to,
    mail.status === "done" ? "Your privacy request is complete" : "About your privacy request",
    [outcome, ...(note ? [note] : []), `If you have a question or a complaint, see ${settings.siteUrl}/privacy.`].map((p) =>
      p === note ? p : headerText(p, 1000),
    ),
  );
}

