/**
 * A lead's email notification in the console (issue 17): its state on the lead's page and in the lists
 * (sent at, waiting, failed, not set up) in plain words, the mail server's own words under a disclosure for
 * admins, and "Send again" for admins. The panel keeps its own copy of the state and refreshes it while the mail is waiting,
 * apart from the lead's form, so nothing an editor is typing is touched.
 */
import { Box, Button as MuiButton, Typography } from "@mui/material";
import React, { useEffect, useState } from "react";
import { usePermissions, useRecordContext, type Identifier } from "react-admin";
import { staffFetch } from "./http";
import type { LeadKind } from "./data-provider";
import { formatDateTime } from "./shared";

export type NotificationState = "waiting" | "sent" | "failed" | "not_configured";

/** As the staff API sends it with every lead (docs/staff-api.md); null: the lead has none. */
export interface LeadNotification {
  state: NotificationState;
  attempts: number;
  queuedAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}

const LABELS: Record<NotificationState, string> = {
  sent: "Sent",
  waiting: "Waiting",
  failed: "Failed",
  not_configured: "Not set up",
};

/** The state in a word or two, for the lists. */
export const notificationLabel = (notification: LeadNotification | null | undefined): string =>
  notification ? LABELS[notification.state] : "None";

const notificationPath = (kind: LeadKind, id: Identifier) => `/staff/${kind}/${encodeURIComponent(String(id))}/notification`;

export async function fetchNotification(kind: LeadKind, id: Identifier): Promise<LeadNotification | null> {
  return (await staffFetch<{ notification: LeadNotification | null }>(notificationPath(kind, id))).notification;
}

/** Queues the lead's notification to be sent again, due now (admins only). */
export async function resendNotification(kind: LeadKind, id: Identifier): Promise<LeadNotification> {
  return (await staffFetch<{ notification: LeadNotification }>(notificationPath(kind, id), { method: "POST", body: "{}" })).notification;
}

/** The list column. */
export function NotificationText(_: { label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{notificationLabel(record.notification as LeadNotification | null | undefined)}</span>;
}

const tries = (n: number) => (n === 1 ? "1 try" : `${n} tries`);

/** The notification's details as label and text pairs, in plain words; `technical` is the mail server's own words, for admins. */
export function notificationDetails(notification: LeadNotification | null): { rows: [string, string][]; technical: string | null } {
  if (!notification) return { rows: [["State", "None: this lead came in before email notifications began"]], technical: null };
  const rows: [string, string][] = [["State", LABELS[notification.state]]];
  let technical: string | null = null;
  switch (notification.state) {
    case "sent":
      if (notification.sentAt) rows.push(["Sent at", formatDateTime(notification.sentAt)]);
      break;
    case "waiting":
      rows.push(["Queued at", formatDateTime(notification.queuedAt)]);
      if (notification.attempts > 0) rows.push(["Tried", tries(notification.attempts)]);
      if (notification.nextAttemptAt && notification.attempts > 0) rows.push(["Next try", formatDateTime(notification.nextAttemptAt)]);
      if (notification.lastError) {
        rows.push(["Why it waits", "The mail server did not take it last time. It is tried again by itself."]);
        technical = notification.lastError;
      }
      break;
    case "failed":
      rows.push(["Tried", tries(notification.attempts)]);
      rows.push(["Reason", "The mail server would not take it, so it was given up. An admin can send it again."]);
      technical = notification.lastError ?? "No reason was recorded.";
      break;
    case "not_configured":
      rows.push(["Why", "Email sending is not set up yet; an admin can turn it on. It is sent once it is."]);
      technical = "The API has no mail server: SMTP_URL is not set.";
      break;
  }
  return { rows, technical };
}

/** How soon to read a waiting notification's state again: shortly, or just after its next try (at most a minute away). */
const REFRESH_MS = 3_000;
function refreshDelay(notification: LeadNotification): number {
  const due = notification.nextAttemptAt && notification.attempts > 0 ? Date.parse(notification.nextAttemptAt) - Date.now() + 1_000 : 0;
  return Math.min(60_000, Math.max(REFRESH_MS, Number.isFinite(due) ? due : 0));
}

/** What became of a notification staff just sent again, once its state has moved on (null: still on its way). */
function outcome(notification: LeadNotification | null): { text: string; error: boolean } | null {
  if (!notification) return null;
  if (notification.state === "sent") return { text: "The notification was sent.", error: false };
  if (notification.state === "not_configured") return { text: "Not sent: email sending is not set up yet, so it waits.", error: true };
  if (notification.state === "failed") return { text: `Not sent: ${notification.lastError ?? "unknown error"}`, error: true };
  if (notification.attempts > 0) return { text: `Not sent yet: ${notification.lastError ?? "unknown error"}. It is tried again later.`, error: true };
  return null;
}

const QUEUED = "Queued: the notification is being sent again.";

/** The lead page's "Email notification" section. */
export function NotificationPanel({ kind }: { kind: LeadKind }) {
  const record = useRecordContext();
  const { permissions } = usePermissions<string>();
  const id = record?.id;
  const [notification, setNotification] = useState<LeadNotification | null>((record?.notification as LeadNotification | null | undefined) ?? null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  /** Bumped when a refresh fails, so the next one is scheduled all the same. */
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    if (notification?.state !== "waiting" || id === undefined) return;
    let stopped = false;
    const timer = setTimeout(() => {
      fetchNotification(kind, id).then(
        (fresh) => {
          if (stopped) return;
          setNotification(fresh);
          // After "Send again", say how it went once it is known.
          setMessage((shown) => (shown?.text === QUEUED ? (outcome(fresh) ?? shown) : shown));
        },
        // A failed refresh leaves what is shown and tries again later.
        () => {
          if (!stopped) setRetries((n) => n + 1);
        },
      );
    }, refreshDelay(notification));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [kind, id, notification, retries]);

  if (!record || id === undefined) return null;
  const details = notificationDetails(notification);

  const sendAgain = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setNotification(await resendNotification(kind, id));
      setMessage({ text: QUEUED, error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : "The notification could not be queued.", error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="notification-heading" sx={{ width: "100%", mb: 2 }}>
      <Typography component="h2" variant="h6" id="notification-heading">
        Email notification
      </Typography>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { sm: "12rem 1fr" }, gap: 1, m: 0 }}>
        {details.rows.map(([label, text]) => (
          <React.Fragment key={label}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {text}
            </Box>
          </React.Fragment>
        ))}
      </Box>
      {permissions === "admin" && details.technical && (
        <Box component="details" sx={{ mt: 1 }}>
          <summary>Technical details (admins)</summary>
          <Typography sx={{ mt: 1, overflowWrap: "anywhere" }}>{details.technical}</Typography>
        </Box>
      )}
      {permissions === "admin" && (
        <MuiButton type="button" variant="outlined" onClick={() => void sendAgain()} disabled={busy} sx={{ mt: 2 }}>
          {notification ? "Send again" : "Send now"}
        </MuiButton>
      )}
      <Typography role="status" sx={{ mt: 1, minHeight: "1.5em", color: message?.error ? "error.main" : undefined }}>
        {message?.text ?? ""}
      </Typography>
    </Box>
  );
}
