import { expect, test, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { readRetention, type LeadKind } from "../../shared/retention";
import { siteDay } from "../../shared/notice-version";
import { noticeStatus, type NoticeStatusWords } from "../../src/lib/notice-status";
import { retentionPhrase } from "../../src/lib/privacy-text";
import { caseStudies } from "../case-study/data";
import { recordFormData, sentForms } from "../runtime/helpers";
import { NOTICE_VERSION } from "./notice-version";

interface Notice {
  version: string;
  effectiveFrom: string;
  earlierVersions?: { version: string; effectiveFrom: string }[];
  grievanceOfficer: { name: string; email: string; phone: string };
  forms: { id: LeadKind; title: string; notice: string }[];
  page: NoticeStatusWords;
}

const NOTICE = (JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", "privacy.json"), "utf8")) as { privacy: Notice }).privacy;
/**
 * The periods the build was given: this spec runs with the environment the site was built with (the
 * agency builds with the API's RETENTION_* settings; `RETENTION_ENQUIRIES_DAYS=800 npx gatsby build` then
 * the same variable here shows a non-default period end to end).
 */
const DAYS = readRetention(process.env);
const form = (id: LeadKind) => NOTICE.forms.find((f) => f.id === id)!;

test("/privacy reads as the notice: version, date, officer, and per form the period in force", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  // Which version is in force today (issue 28): the shown one from its day on, else the one it replaces.
  await expect(page.getByText(noticeStatus(NOTICE, siteDay(new Date()), NOTICE.page), { exact: true })).toBeVisible();
  const who = page.getByRole("region", { name: "Who we are and whom to ask" });
  await expect(who).toContainText("data fiduciary");
  await expect(who.getByText(NOTICE.grievanceOfficer.name)).toBeVisible();
  await expect(who.getByRole("link", { name: NOTICE.grievanceOfficer.email })).toHaveAttribute("href", `mailto:${NOTICE.grievanceOfficer.email}`);
  for (const kind of ["enquiries", "applications", "downloads"] as const) {
    const section = page.getByRole("region", { name: form(kind).title });
    await expect(section).toHaveAttribute("id", kind);
    await expect(section).toContainText(`${retentionPhrase(DAYS[kind])} after the last change to it`);
  }
  await page.getByRole("region", { name: "How to use your rights" }).getByRole("link", { name: "Make a request about your data" }).click();
  await expect(page).toHaveURL(/\/privacy\/request$/);
  await expect(page.getByRole("heading", { level: 1, name: "Make a request about your data" })).toBeVisible();
});

test("the footer links to the notice beside Terms and Conditions", async ({ page }) => {
  await page.goto("/about");
  const pages = page.getByRole("contentinfo").getByRole("navigation", { name: "Pages" });
  const labels = await pages.getByRole("link").allTextContents();
  expect(labels.slice(labels.indexOf("Terms and Conditions"), labels.indexOf("Terms and Conditions") + 2)).toEqual(["Terms and Conditions", "Privacy notice"]);
  await pages.getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
});

/** The form's note: its sentence from data/privacy.json and a link that lands on the form's section. */
async function expectNote(page: Page, scope: Locator, kind: LeadKind) {
  const link = scope.getByRole("link", { name: "How we use your details" });
  await expect(link).toHaveAttribute("href", `/privacy#${kind}`);
  await expect(scope.getByText(form(kind).notice)).toBeVisible();
  await expect(scope.getByRole("checkbox")).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/privacy#${kind}$`));
  await expect(page.getByRole("heading", { level: 2, name: form(kind).title })).toBeInViewport();
}

test("the contact form on / and /contact-us says what happens to the details and links to the enquiries section", async ({ page }) => {
  for (const route of ["/", "/contact-us"]) {
    await page.goto(route);
    await expectNote(page, page.getByRole("form", { name: "Contact form" }), "enquiries");
  }
});

test("the contact form names the notice's version in force in a header, the body holding only the spec's fields", async ({ page }) => {
  await page.goto("/contact-us");
  const contact = page.getByRole("form", { name: "Contact form" });
  const values = { "First name": "Asha", "Last name": "Kulkarni", Email: "asha@example.in", "Phone number": "9876543210", Message: "A launch in spring." };
  for (const [label, value] of Object.entries(values)) await contact.getByLabel(label, { exact: true }).fill(value);
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith("/contactus") && r.method() === "POST"), contact.getByRole("button", { name: "Send it to the Moon" }).click()]);
  expect(Object.keys(request.postDataJSON() as object).sort()).toEqual(["email", "firstName", "lastName", "message", "phoneNumber"]);
  expect(request.headers()["notice-version"]).toBe(NOTICE_VERSION);
});

test("the application form in the Apply dialog links to the applications section and names the version in a header, the multipart holding only the spec's nine fields", async ({ page }) => {
  await recordFormData(page, "/jobapplication");
  await page.goto("/career");
  const apply = page.getByRole("button", { name: "Apply Now" }).first();
  await apply.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("form", { name: "Job application" })).toBeVisible();
  await expect(dialog.getByText(form("applications").notice)).toBeVisible();
  await expect(dialog.getByRole("link", { name: "How we use your details" })).toHaveAttribute("href", "/privacy#applications");
  const text = { "First Name": "Asha", "Last Name": "Kulkarni", Email: "asha@example.in", "Phone Number": "9876543210", Address: "Baner Road, Pune", "Tell me about yourself": "Hello." };
  for (const [label, value] of Object.entries(text)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith("/jobapplication")), dialog.getByRole("button", { name: "Send it to the moon" }).click()]);
  const [fields] = await sentForms(page);
  expect(fields.map(([name]) => name).sort()).toEqual(["address", "description", "email", "firstName", "jobLocation", "jobTitle", "lastName", "phoneNumber", "resume"]);
  expect(request.headers()["notice-version"]).toBe(NOTICE_VERSION);
  await page.goto("/career");
  await page.getByRole("button", { name: "Apply Now" }).first().click();
  await expectNote(page, page.getByRole("dialog"), "applications");
});

test("the case-study download popup links to the downloads section and names the version in a header", async ({ page }) => {
  const entry = caseStudies[0];
  await page.goto(`/CaseStudy/${entry.id}`);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `${entry.Name} Case Study Download` });
  await expect(dialog.getByText(form("downloads").notice)).toBeVisible();
  const values = { "First Name": "Asha", "Last Name": "Rao", Email: "asha@example.com", "Phone Number": "9876543210" };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith("/case_study/store")), dialog.getByRole("button", { name: "Send it to the moon" }).click()]);
  expect(Object.keys(request.postDataJSON() as object).sort()).toEqual(["caseStudyName", "email", "firstName", "lastName", "pdf", "phoneNumber"]);
  expect(request.headers()["notice-version"]).toBe(NOTICE_VERSION);
  await page.goto(`/CaseStudy/${entry.id}`);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  await expectNote(page, page.getByRole("dialog"), "downloads");
});

test("/privacy/request checks what was typed before sending anything", async ({ page }) => {
  await page.goto("/privacy/request");
  let sent = 0;
  page.on("request", (request) => request.url().endsWith("/privacy-requests") && (sent += 1));
  await page.getByLabel("Email").fill("asha@");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is not valid");
  await expect(page.getByRole("group", { name: "What would you like us to do?" })).toHaveAccessibleDescription("Choose what you would like us to do");
  await expect(page.getByLabel("Email")).toBeFocused();
  expect(sent).toBe(0);
});

test("/privacy/confirm without a code says what to do", async ({ page }) => {
  await page.goto("/privacy/confirm");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your request" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("has no confirmation code");
});

test("/privacy brings no script of its own beyond its page chunk: no form code, no data fetching", () => {
  const stats = JSON.parse(fs.readFileSync(path.join(process.cwd(), "public", "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const scripts = stats.namedChunkGroups["component---src-templates-privacy-tsx"].assets.map((a) => a.name).filter((name) => name.endsWith(".js"));
  expect(scripts).toHaveLength(1);
  const code = fs.readFileSync(path.join(process.cwd(), "public", scripts[0]), "utf8");
  for (const marker of ["fetch(", "privacy-requests", "How we use your details"]) expect(code, marker).not.toContain(marker);
  expect(code.length).toBeLessThan(16_000);
});
