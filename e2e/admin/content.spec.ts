/**
 * Content editing in the console as marketing (issue 24), against the suite's throwaway content checkout
 * (playwright.config.ts: SITE_REPO_DIR): change a case study's title and add a result, save, see the
 * commit in History; a refused save keeps what was typed; a stale one offers to reload. (Publishing and
 * reading the page on /CaseStudy/<id> belong to the Site screen, issue 23.)
 */
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { checkoutGit } from "./content-checkout";
import { addStaff, openScreen, signIn, uniqueTag, type StaffAccount } from "./staff";
import { expectAxeClean } from "./axe";

type Json = Record<string, unknown>;

const checkoutFile = (name: string): Json => JSON.parse(fs.readFileSync(path.join(process.env.E2E_CONTENT_REPO ?? "", "data", name), "utf8")) as Json;

// The tests share one checkout, and each edits case studies: one at a time.
test.describe.configure({ mode: "serial" });

let marketing: StaffAccount;
test.beforeAll(() => {
  marketing = addStaff("marketing");
});

test("marketing changes a case study's title, adds a result, saves, and finds the commit in History", async ({ page }) => {
  test.setTimeout(120_000);
  const studies = checkoutFile("case-studies.json").caseStudies as Json[];
  const study = studies[1];
  const title = `Orbit Foods ${uniqueTag()}`;
  await signIn(page, marketing);
  await openScreen(page, "Content");
  const collections = page.getByRole("table", { name: "Collections" });
  await expect(collections.getByRole("row", { name: /Case studies/ })).toContainText(String(studies.length));
  await expectAxeClean(page, "content collections");

  await collections.getByRole("link", { name: "Case studies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Case studies" })).toBeVisible();
  await expectAxeClean(page, "case studies");
  await page.getByRole("link", { name: String(study.title), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Case studies: ${String(study.title)}` })).toBeVisible();

  await page.getByRole("textbox", { name: "Title", exact: true }).first().fill(title);
  const results = page.getByRole("group", { name: /^Results/ });
  const before = (study.counter as Json[]).length;
  await results.getByRole("button", { name: "Add result" }).click();
  await results.getByRole("textbox", { name: "Figure" }).nth(before).fill("12M");
  await results.getByRole("textbox", { name: "What it measures" }).nth(before).fill("Meals planned");
  await expectAxeClean(page, "case study editor");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Case study saved\. / })).toBeVisible();

  const [author, subject] = checkoutGit("log", "-1", "--format=%ae%n%s").trim().split("\n");
  expect(author).toBe(marketing.email);
  expect(subject).toBe(`content(case-studies): "${title}" title, counter`);
  const saved = (checkoutFile("case-studies.json").caseStudies as Json[])[1];
  expect(saved.title).toBe(title);
  expect((saved.counter as Json[])[before]).toEqual({ value: "12M", desc: "Meals planned" });

  await page.getByRole("navigation", { name: "Content pages" }).getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Case studies: history" })).toBeVisible();
  // The change in words: the case study by its title, each field by its name, old → new; no commit ids.
  const table = page.getByRole("table", { name: "History of Case studies" });
  const newest = table.getByRole("row").nth(1);
  await expect(newest).toContainText(`Case study “${title}”: Title: “${String(study.title)}” → “${title}”; Results: 1 added`);
  await expect(newest).toContainText("Current");
  await expect(newest).not.toContainText(subject);
  await expectAxeClean(page, "history");

  // Restore the version before: what it will change is shown first, then it is saved as a new change.
  await table.getByRole("row").nth(2).getByRole("button", { name: /^Restore the version of .+ IST by / }).click();
  const dialog = page.getByRole("dialog", { name: "Restore this version?" });
  await expect(dialog).toContainText(`Case study “${String(study.title)}”: Title: “${title}” → “${String(study.title)}”; Results: 1 removed`);
  await expectAxeClean(page, "restore confirmation");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await table.getByRole("row").nth(2).getByRole("button", { name: /^Restore the version of/ }).click();
  await page.getByRole("dialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore" }).click();
  await expect(table.getByRole("row").nth(1)).toContainText(/Restored the version of .+ IST by .+:/);
  await expect(table.getByRole("row").nth(1)).toContainText(`Title: “${title}” → “${String(study.title)}”`);
  expect(((checkoutFile("case-studies.json").caseStudies as Json[])[1]).title).toBe(study.title);
});

test("a refused save shows the message beside its field and keeps what was typed; a stale one offers to reload", async ({ page }) => {
  test.setTimeout(120_000);
  const study = (checkoutFile("case-studies.json").caseStudies as Json[])[2];
  const typed = `Kept title ${uniqueTag()}`;
  await signIn(page, marketing, "/admin/content/case-studies/2");
  await expect(page.getByRole("heading", { level: 1, name: `Case studies: ${String(study.title)}` })).toBeVisible();
  const titleBox = page.getByRole("textbox", { name: "Title", exact: true }).first();
  await titleBox.fill(typed);
  // The file key sits in the collapsed Advanced group, last.
  await page.getByText("Advanced: addresses, numbers and file names").click();
  const pdf = page.getByRole("textbox", { name: "PDF key" });
  await pdf.fill("Not A Key");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(pdf).toHaveAccessibleDescription(/"pdf" should match the pattern/);
  await expect(titleBox).toHaveValue(typed);
  await expectAxeClean(page, "editor with a refused save");

  // Someone commits to the same file outside the console while the editor is open.
  const file = path.join(process.env.E2E_CONTENT_REPO ?? "", "data", "case-studies.json");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(JSON.stringify(study.subtitle), JSON.stringify(`${String(study.subtitle)} (by hand)`)));
  checkoutGit("-c", "user.name=Kiran Rao", "-c", "user.email=kiran@selenova.example", "commit", "-q", "-am", "case studies: by hand");
  await pdf.fill(String(study.pdf));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "This file was changed by Kiran Rao (kiran@selenova.example)" });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("textbox", { name: "Subtitle", exact: true })).toHaveValue(`${String(study.subtitle)} (by hand)`);
  await expect(titleBox).toHaveValue(String(study.title));
});

test("an entry is deleted only after a confirmation, and the list says what it holds", async ({ page }) => {
  const awards = checkoutFile("awards.json").awards as Json[];
  await signIn(page, marketing, "/admin/content/awards");
  await expect(page.getByRole("heading", { level: 1, name: "Awards" })).toBeVisible();
  const table = page.getByRole("table", { name: "Awards" });
  await expect(table.getByRole("row")).toHaveCount(awards.length + 1);
  await table.getByRole("button", { name: `Delete ${String(awards[0].title)}` }).click();
  await expect(page.getByRole("dialog", { name: `Delete ${String(awards[0].title)}?` })).toBeVisible();
  await expectAxeClean(page, "delete confirmation");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(table.getByRole("row")).toHaveCount(awards.length + 1);
  expect((checkoutFile("awards.json").awards as Json[]).length).toBe(awards.length);
});

test("a one-object collection opens straight into its form; headlines show as visitors see them and paragraphs get multi-line boxes", async ({ page }) => {
  const site = checkoutFile("site.json").site as Json;
  await signIn(page, marketing);
  await openScreen(page, "Content");
  await page.getByRole("table", { name: "Collections" }).getByRole("link", { name: "Site facts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site facts" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Tagline" })).toHaveValue(String(site.tagline));
  await expect(page.getByRole("textbox", { name: "Home hero headline" })).toHaveAccessibleDescription(/Highlight the selected words/);
  await expect(page.getByRole("figure", { name: "Home hero headline as visitors see it" })).not.toContainText("<");
  expect(await page.getByRole("textbox", { name: "Who we are" }).evaluate((el) => el.tagName)).toBe("TEXTAREA");
  await expectAxeClean(page, "site facts");

  await page.goto("/admin/content/services/0");
  const services = checkoutFile("services.json").services as Json[];
  await expect(page.getByRole("heading", { level: 1, name: /^Services: / })).toBeVisible();
  await expect(page.getByRole("group", { name: /^Cards/ }).getByRole("heading", { name: "Card", exact: true })).toHaveCount((services[0].cards as unknown[]).length);
  await expectAxeClean(page, "service editor");
});
