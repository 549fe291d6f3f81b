/**
 * Issue 17, end to end: each of the site's three forms puts a mail in the right inbox within a minute
 * (the console suite's API mails a real SMTP server on loopback, e2e/mail/sink.ts), the mail links to the
 * lead in the console, and leads sent while the mail server is down are kept: shown as waiting with the
 * reason, sent at once when an admin sends one again, and each delivered by itself at the first retry
 * once the server is back. Inboxes are data/contacts.json's (the API's defaults).
 */
import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { loadNotifySettings } from "../../api/notify/settings";
import { mailServerDown, mailServerUp, mailsWithSubject, waitForMail } from "../mail/inbox";
import { PDF } from "../runtime/helpers";
import { addStaff, lettersName, openScreen, search, signIn, uniqueTag } from "./staff";
import { applyForJob, firstOpening, firstStudy, requestDownload, sendEnquiry, visitor } from "./visitor";

// The mail server is switched off in one of these tests: none of the others may run meanwhile.
test.describe.configure({ mode: "serial" });

const { inboxes } = loadNotifySettings({});

/** The console address the mail links to (GATSBY_SITE_URL is the site the tests serve). */
const consoleLink = (text: string, kind: string): string => {
  const match = new RegExp(`https?://\\S+/admin/${kind}/\\d+`).exec(text);
  if (!match) throw new Error(`no /admin/${kind}/<id> link in the mail:\n${text}`);
  return match[0];
};

const panel = (page: Page) => page.getByRole("region", { name: "Email notification" });

test("the contact form mails Sales, replying to the visitor, with a link that opens the enquiry in the console", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const person = visitor(lettersName(tag), `asha-${tag}@example.in`);
  await sendEnquiry(page, person, `Our observatory needs a new site (${tag}).`);

  const mail = await waitForMail(`New enquiry from ${person.firstName} ${person.lastName}`);
  expect(mail.to).toEqual(inboxes.sales);
  expect(mail.replyTo).toEqual([person.email]);
  expect(mail.text).toContain(`Our observatory needs a new site (${tag}).`);

  const admin = addStaff("admin");
  await signIn(page, admin);
  await page.goto(consoleLink(mail.text, "enquiries"));
  await expect(page.getByRole("region", { name: "What the visitor sent" })).toContainText(`(${tag})`);
  await expect(panel(page).getByRole("definition").first()).toHaveText("Sent");
  await expect(panel(page)).toContainText("Sent at");
});

test("the application form mails HR with the résumé's very bytes", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const person = visitor(lettersName(tag), `ravi-${tag}@example.in`);
  const job = await firstOpening(page);
  const resume = { ...PDF, name: `cv-${tag}.pdf`, buffer: Buffer.concat([PDF.buffer, Buffer.from(`% ${tag}\n`)]) };
  await applyForJob(page, job, person, resume);

  const mail = await waitForMail(`Application: ${job.job_title} (${job.location}) from ${person.firstName} ${person.lastName}`);
  expect(mail.to).toEqual(inboxes.hr);
  expect(mail.replyTo).toEqual([person.email]);
  expect(mail.attachments).toEqual([
    { filename: resume.name, contentType: "application/pdf", size: resume.buffer.length, sha256: createHash("sha256").update(resume.buffer).digest("hex") },
  ]);
  expect(consoleLink(mail.text, "applications")).toMatch(/\/admin\/applications\/\d+$/);
});

test("the download popup mails Sales the case study's title", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const person = visitor(lettersName(tag), `meera-${tag}@example.in`);
  await requestDownload(page, person);

  const mail = await waitForMail(`Case study download: ${firstStudy.title} by ${person.firstName} ${person.lastName}`);
  expect(mail.to).toEqual(inboxes.sales);
  expect(mail.replyTo).toEqual([person.email]);
  expect(consoleLink(mail.text, "downloads")).toMatch(/\/admin\/downloads\/\d+$/);
});

test("an enquiry sent while the mail server is down is kept, shows why it waits, and goes once an admin sends it again", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const person = visitor(lettersName(tag), `down-${tag}@example.in`);
  const subject = `New enquiry from ${person.firstName} ${person.lastName}`;
  await mailServerDown();
  try {
    await sendEnquiry(page, person, `Sent while the mail server was down (${tag}).`);

    const admin = addStaff("admin");
    await signIn(page, admin);
    await openScreen(page, "Enquiries");
    const row = await search(page, tag);
    await expect(row.getByRole("cell", { name: "Waiting" })).toBeVisible();
    await row.getByRole("link", { name: `${person.firstName} ${person.lastName}` }).click();
    await expect(panel(page).getByRole("definition").first()).toHaveText("Waiting");
    // The mail server's own words are for admins, under a disclosure (issue 28 §7: plain words first).
    await panel(page).getByText("Technical details (admins)").click();
    await expect(panel(page).getByText(/ECONNREFUSED|connect/i)).toBeVisible();
  } finally {
    await mailServerUp();
  }

  await panel(page).getByRole("button", { name: "Send again" }).click();
  await expect(panel(page).getByRole("status")).toHaveText("Queued: the notification is being sent again.");
  const mail = await waitForMail(subject);
  expect(mail.to).toEqual(inboxes.sales);
  await expect(panel(page).getByRole("definition").first()).toHaveText("Sent", { timeout: 15_000 });
  await expect(panel(page).getByRole("status")).toHaveText("The notification was sent.");
  // Sent once: the retry the failure had scheduled was replaced by the admin's.
  await page.waitForTimeout(1_000);
  await waitForMail(subject);
});

test("leads from all three forms while the mail server is down each arrive by themselves once it is back", async ({ page }) => {
  // The worker's first retry comes a minute after the failed try (api/notify/worker.ts, BACKOFF_MS).
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const person = visitor(lettersName(tag), `back-${tag}@example.in`);
  const name = `${person.firstName} ${person.lastName}`;
  const job = await firstOpening(page);
  await mailServerDown();
  try {
    await sendEnquiry(page, person, `Sent while the mail server was down (${tag}).`);
    await applyForJob(page, job, person, { ...PDF, name: `cv-${tag}.pdf` });
    await requestDownload(page, person);
  } finally {
    await mailServerUp();
  }
  const subjects = [
    `New enquiry from ${name}`,
    `Application: ${job.job_title} (${job.location}) from ${name}`,
    `Case study download: ${firstStudy.title} by ${name}`,
  ];
  for (const subject of subjects) {
    await expect
      .poll(async () => (await mailsWithSubject(subject)).length, { message: `"${subject}" after the server is back`, timeout: 120_000, intervals: [1_000] })
      .toBe(1);
  }
});
