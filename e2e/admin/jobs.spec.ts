import { expect, test, type Page } from "@playwright/test";
import { addStaff, openScreen, search, signIn, uniqueTag } from "./staff";

async function typeInto(page: Page, label: RegExp, text: string) {
  await page.getByRole("textbox", { name: label }).click();
  await page.keyboard.type(text);
}

test("hr opens a job that shows on /career at once, then closes it and it leaves /career", async ({ page }) => {
  test.setTimeout(90_000);
  const hr = addStaff("hr");
  const title = `Lunar Copywriter ${uniqueTag()}`;
  await signIn(page, hr);
  await openScreen(page, "Jobs");
  await page.getByRole("link", { name: "Create" }).click();
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Location").fill("Pune, Maharashtra, India");
  await page.getByLabel("Experience").fill("2-4 years");
  await page.getByLabel("Job type").selectOption("Contract");
  await page.getByLabel("Industries").fill("Marketing, IT");
  await typeInto(page, /^Summary/, "Words that land softly.");
  await typeInto(page, /^Details/, "What you will do");
  await page.getByRole("toolbar", { name: /^Details/ }).getByRole("button", { name: "Heading", exact: true }).click();
  await expect(page.getByRole("radio", { name: "Open" })).toBeChecked();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Job: ${title}` })).toBeVisible();

  const career = await page.context().newPage();
  await career.goto("/career");
  const card = career.getByRole("article", { name: title });
  await expect(card).toContainText("Words that land softly.", { timeout: 15_000 });
  await card.getByRole("button", { name: "Apply Now" }).click();
  await expect(career.getByRole("dialog", { name: title }).getByRole("heading", { name: "What you will do" })).toBeVisible();

  await page.getByRole("radio", { name: "Closed" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Job saved")).toBeVisible();

  await career.goto("/career");
  await expect(career.getByRole("article").first()).toBeVisible({ timeout: 15_000 });
  await expect(career.getByRole("article", { name: title })).toHaveCount(0);

  await openScreen(page, "Jobs");
  await page.getByLabel("Status").click();
  await page.getByRole("option", { name: "Closed" }).click();
  const row = await search(page, title);
  await expect(row.getByRole("cell", { name: "Closed" })).toBeVisible();
});

test("a job with a missing title is not saved and the field says why", async ({ page }) => {
  const hr = addStaff("hr");
  await signIn(page, hr, "/admin/jobs/create");
  await page.getByLabel("Location").fill("Pune");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Job title")).toHaveAccessibleDescription(/Enter the job title\./);
  await expect(page.getByLabel("Location")).toHaveValue("Pune");
  await expect(page).toHaveURL(/\/admin\/jobs\/create$/);
});
