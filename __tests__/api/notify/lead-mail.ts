/**
 * The leads, inboxes and mail settings the notification tests share (notifications*.test.ts,
 * staff-notifications.test.ts): a real API mailing a real SMTP server on loopback (mail-server.ts).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { DATA_FILES, loadNotifySettings } from "../../../api/notify/settings";
import { APPLICANT, FIXTURES, sleep } from "../helpers";

export const SALES = ["sales@moon.example", "deals@moon.example"];
export const HR = ["people@moon.example"];
export const SITE = "https://selenova.example";
export const ALICE = { firstName: "Alice", lastName: "Smith", email: "alice@example.com", phoneNumber: "9876543210" };
export const ENQUIRY = { ...ALICE, message: "We need a site for our observatory.\nCan we talk on Monday?" };
export const APPLICATION = { ...APPLICANT, ...ALICE };
/** A case study of the test fixtures (the API's PDF library and the mails read the same file). */
export const STUDY = { caseStudyName: "orbit-fixture-study", pdf: "orbit-fixture", title: "Fixture Orbit Launch" };
export const DOWNLOAD = { ...ALICE, caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf };

/** The environment of an API that mails these inboxes (a spawned one reads it). */
export const ENV = {
  NOTIFY_SALES: SALES.join(","),
  NOTIFY_HR: HR.join(","),
  GATSBY_SITE_URL: SITE,
  MAIL_FROM: "Selenova website <website@selenova.example>",
};

/** The same, for `startServer(engine, { notify })`; "" for an API without a mail server. */
export const settingsFor = (smtpUrl: string) =>
  loadNotifySettings(
    { ...ENV, SMTP_URL: smtpUrl },
    { ...DATA_FILES, caseStudies: path.join(FIXTURES, "case-studies.json") },
  );

/** A PDF résumé whose bytes any re-encoding on the way would change. */
export const resumeBytes = () =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(40 * 1024), Buffer.from("\r\n.\r\n%%EOF\n")]);

/** Resolves once `test` holds, checking every 25 ms; fails naming `what` after `timeoutMs`. */
export async function until(test: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}
