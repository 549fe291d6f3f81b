/**
 * Issue 25's whole path in a browser, against the privacy API (docs/staff-api.md, "Privacy"): a visitor's
 * enquiry, their erasure request from /privacy/request, the confirmation link mailed through the real SMTP
 * sink, the erasure in the console, and the enquiry gone from the console's list and its CSV.
 */
import { expect, test, type Page } from "@playwright/test";
import { readRetention } from "../../shared/retention";
import { arrivedMails } from "../mail/inbox";
import { API, PDF } from "../runtime/helpers";
import { addStaff, lettersName, openScreen, signIn, uniqueTag, type StaffAccount } from "./staff";
import { applyForJob, firstOpening, sendEnquiry, visitor } from "./visitor";
import { expectAxeClean } from "./axe";

const DAYS = readRetention(process.env);

/** The day `days` after today (UTC), as the console writes it: "24 Nov 2026". */
function dayAfter(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.getUTCDate()} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The confirmation link mailed to `email` (the only mail to that address). */
async function confirmationLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const mail = (await arrivedMails()).find((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
        link = /https?:\/\/\S+\/privacy\/confirm\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
        return link;
      },
      { message: `a confirmation link mailed to ${email}`, timeout: 60_000, intervals: [250, 500, 1_000] },
    )
    .not.toBe("");
  return link;
}

async function requestErasure(page: Page, email: string, details: string): Promise<void> {
  await page.goto("/privacy/request");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("radio", { name: "Erase my data" }).check();
  await page.getByLabel("Details").fill(details);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "confirm" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
}

test("a visitor's erasure request, confirmed from the mailed link, erased in the console: the enquiry is gone from the list and the CSV", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const person = visitor(lettersName(tag), `erase-${tag}@example.in`);
  await sendEnquiry(page, person, `Please quote for a planetarium site (${tag}).`);
  // Someone else's enquiry, which must stay.
  const other = visitor(lettersName(`${tag}x`), `stay-${tag}@example.in`);
  await sendEnquiry(page, other, `Another visitor's enquiry (${tag}).`);

  // Typed in capitals: the request still finds the enquiry (emails match without regard to case).
  const typed = person.email.toUpperCase();
  const shown = new RegExp(person.email.replace(/[.]/g, "\\."), "i");
  await requestErasure(page, typed, `Erase everything (${tag}).`);
  await page.goto(await confirmationLink(person.email));
  await expect(page.getByRole("status")).toContainText("confirmed");

  // An admin gives a sales account the privacy right on the Staff screen; that account answers the request.
  const officer = addStaff("sales");
  await signIn(page, addStaff("admin"));
  await openScreen(page, "Staff");
  await page.getByRole("button", { name: `Give ${officer.email} the privacy right` }).click();
  await expect(page.getByRole("button", { name: `Take away the privacy right from ${officer.email}` })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, officer);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText(["Enquiries", "Downloads", "Privacy requests", "Analytics"]);
  await openScreen(page, "Privacy requests");
  await page.getByRole("link", { name: shown }).click();
  const held = page.getByRole("region", { name: "Data held for this address" });
  await expect(held).toContainText(`Please quote for a planetarium site (${tag}).`);
  await expect(held.getByRole("link", { name: "Export (ZIP)" })).toBeVisible();
  await held.getByRole("button", { name: "Erase…" }).click();
  const dialog = page.getByRole("dialog", { name: /^Erase everything held for / });
  await expect(dialog.getByRole("heading")).toHaveText(shown);
  await expect(dialog).toContainText("This erases 1 enquiry, 0 applications and 0 download requests for good");
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased" })).toHaveText("Erased 1 enquiry, 0 applications and 0 download requests.");
  await expect(held.getByRole("heading", { name: "Enquiries (0)" })).toBeVisible();

  const close = page.getByRole("form", { name: "Close the request" });
  await close.getByLabel("Note to the requester").fill("Your enquiry has been erased.");
  await close.getByRole("button", { name: "Close request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "closed" })).toContainText("closed as done");

  await openScreen(page, "Enquiries");
  await page.getByLabel("Search").fill(tag);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(other.email);
  await expect(page.getByRole("row").filter({ hasText: person.email })).toHaveCount(0);
  const csv = await page.request.get(`${API}/staff/enquiries.csv?q=${tag}`);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(other.email);
  expect(text).not.toContain(person.email);
  expect(text).not.toContain(`Please quote for a planetarium site (${tag}).`);
});

test("a lead shows the notice version it was sent under and its erasure date; HR keeps an application longer once", async ({ page }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const person = visitor(lettersName(tag), `keep-${tag}@example.in`);
  const job = await firstOpening(page);
  await applyForJob(page, job, person, PDF);

  const hr: StaffAccount = addStaff("hr");
  await signIn(page, hr);
  await openScreen(page, "Applications");
  await page.getByLabel("Search").fill(tag);
  await page.getByRole("row").filter({ hasText: tag }).getByRole("link").first().click();
  const sent = page.getByRole("region", { name: "What the visitor sent" });
  await expect(sent.getByRole("definition").filter({ hasText: /^Version / })).toBeVisible();
  await expect(sent).toContainText(dayAfter(DAYS.applications));

  const keep = page.getByRole("region", { name: "Keep longer" });
  await keep.getByRole("button", { name: "Keep longer" }).click();
  await expect(keep.getByLabel("Days")).toBeFocused();
  await expectAxeClean(page, "application with keep-longer errors");
  await keep.getByLabel("Days").fill("30");
  await keep.getByLabel("Reason").fill(`A second opening in spring (${tag})`);
  await keep.getByRole("button", { name: "Keep longer" }).click();
  await expect(keep.getByRole("status")).toHaveText(`Kept longer: it is now erased on ${dayAfter(DAYS.applications + 30)}.`);
  await expect(keep).toContainText(`Kept 30 days longer by ${hr.email}`);
  await expect(keep.getByRole("button", { name: "Keep longer" })).toHaveCount(0);
});

test("a request's page, its erase dialog and its closing errors are axe-clean and work from the keyboard", async ({ page }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const person = visitor(lettersName(tag), `axe-${tag}@example.in`);
  await sendEnquiry(page, person, `Axe and keyboard check (${tag}).`);
  const asked = await page.request.post(`${API}/privacy-requests`, { data: { email: person.email, type: "access" } });
  expect(asked.status()).toBe(202);
  await page.goto(await confirmationLink(person.email));
  await expect(page.getByRole("status")).toContainText("confirmed");
  await expectAxeClean(page, "confirmed");

  const admin = addStaff("admin");
  await signIn(page, admin);
  await openScreen(page, "Privacy requests");
  await page.getByRole("link", { name: person.email }).click();
  const held = page.getByRole("region", { name: "Data held for this address" });
  await expect(held).toContainText(`Axe and keyboard check (${tag}).`);
  await expectAxeClean(page, "request page");

  const erase = held.getByRole("button", { name: "Erase…" });
  await erase.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAxeClean(page, "erase dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(erase).toBeFocused();

  const close = page.getByRole("form", { name: "Close the request" });
  await close.getByRole("radio", { name: "Refused" }).check();
  await close.getByRole("button", { name: "Close request" }).press("Enter");
  await expect(close.getByLabel("Note to the requester")).toBeFocused();
  await expectAxeClean(page, "close with an error");
});
