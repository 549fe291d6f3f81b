/**
 * What arrived at the console suite's mail server (e2e/mail/sink.ts), and switching it off and on, for
 * the specs that follow a lead from the site's forms to the team's inbox.
 */
import { expect } from "@playwright/test";

/** The sink's HTTP side; playwright.config.ts picks the port and passes it to the workers. */
const SINK = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? "8026"}`;

export interface ArrivedMail {
  /** The SMTP envelope's recipients: who the mail really went to. */
  to: string[];
  subject: string;
  replyTo: string[];
  text: string;
  attachments: { filename: string; contentType: string; size: number; sha256: string }[];
}

export async function arrivedMails(): Promise<ArrivedMail[]> {
  const response = await fetch(`${SINK}/mails`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()) as ArrivedMail[];
}

/** Mails with this subject. */
export const mailsWithSubject = async (subject: string) => (await arrivedMails()).filter((mail) => mail.subject === subject);

/** Waits, up to the minute, for the one mail with this subject, and returns it. */
export async function waitForMail(subject: string): Promise<ArrivedMail> {
  await expect
    .poll(async () => (await mailsWithSubject(subject)).length, { message: `a mail "${subject}" within a minute`, timeout: 60_000, intervals: [250, 500, 1_000] })
    .toBeGreaterThan(0);
  const found = await mailsWithSubject(subject);
  expect(found, `exactly one mail "${subject}"`).toHaveLength(1);
  return found[0];
}

async function switchSmtp(state: "down" | "up"): Promise<void> {
  const response = await fetch(`${SINK}/${state}`, { method: "POST" });
  if (!response.ok) throw new Error(`mail sink /${state} answered ${response.status}`);
}

/** The mail server stops taking connections (as one that is down). */
export const mailServerDown = () => switchSmtp("down");
export const mailServerUp = () => switchSmtp("up");
