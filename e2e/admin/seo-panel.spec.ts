import { expect, test } from "@playwright/test";
import { expectAxeClean } from "./axe";
import { addStaff, openScreen, signIn, uniqueTag } from "./staff";

/**
 * The post editor's SEO panel (issue 30) in the browser: a marketer writes a post, gives it its own SEO title
 * and description, reads them in the search result and social card previews, reads the warning a too-long
 * title gets, saves anyway, and finds them kept. The editor with its panel is axe clean.
 */
test("a marketer reads a post's search result and social card as they type its SEO texts, and saves", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Launch notes ${uniqueTag()}`;
  await signIn(page, addStaff("marketing"), "/admin/posts/create");
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole("textbox", { name: /^Post/ }).click();
  await page.keyboard.type("Mission control reads every word before a launch.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible();

  const search = page.getByRole("region", { name: "Search result preview" });
  const social = page.getByRole("region", { name: "Social card preview" });
  // Before it has its own: the post's title and the start of its text, as its page would show them.
  await expect(search).toContainText(`${title} | Selenova Digital`);
  await expect(search).toContainText("Mission control reads every word before a launch.");
  await expect(search).toContainText(/\/blog\/launch-notes-/);
  await expect(page.getByRole("textbox", { name: "SEO title" })).toHaveAccessibleDescription(/No SEO title: search results and shares show the post's title\./);
  await expectAxeClean(page, "post editor with the SEO panel");

  await page.getByRole("textbox", { name: "SEO title" }).fill("Rockets for marketers");
  await page.getByRole("textbox", { name: "SEO description" }).fill("How a launch plan reads in a search result.");
  await expect(search).toContainText("Rockets for marketers | Selenova Digital");
  await expect(search).toContainText("How a launch plan reads in a search result.");
  await expect(social).toContainText("Rockets for marketers | Selenova Digital");
  await expect(social).toContainText("How a launch plan reads in a search result.");

  // 61 characters: a warning under the field, the preview cut; the save still goes.
  const long = "Selenova Digital is a Pune agency for rockets and for brands!";
  expect(Array.from(long)).toHaveLength(61);
  await page.getByRole("textbox", { name: "SEO title" }).fill(long);
  await expect(page.getByRole("textbox", { name: "SEO title" })).toHaveAccessibleDescription(/Too long: 61 characters, and search results show about 60/);
  await expect(search).toContainText("…");
  await expectAxeClean(page, "post editor with an SEO warning");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();

  await page.reload();
  // The console loads again from nothing: its heading first (slow on a busy machine), then the fields.
  await expect(page.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("textbox", { name: "SEO title" })).toHaveValue(long);
  await expect(page.getByRole("textbox", { name: "SEO description" })).toHaveValue("How a launch plan reads in a search result.");
});

/**
 * The same panel beside a Content entry that has `seo` (the about page in Pages): the previews follow the
 * form as it is typed in, a title over 60 characters gets its warning under the field, and the screen is
 * axe clean. Nothing is saved (the shared checkout is the publishing specs').
 */
test("a marketer reads the about page's search result and social card in the Content screen as they type", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, addStaff("marketing"));
  await openScreen(page, "Content");
  await page.getByRole("table", { name: "Collections" }).getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("link", { name: "/about", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pages: /about" })).toBeVisible();
  const search = page.getByRole("region", { name: "Search result preview" });
  const social = page.getByRole("region", { name: "Social card preview" });
  await expect(search).toContainText(/\/about/);
  await expectAxeClean(page, "a page's entry with the SEO panel");

  const seo = page.getByRole("main");
  const title = seo.getByRole("textbox", { name: /^Title in search results/ });
  await title.fill("Meet the crew");
  await seo.getByRole("textbox", { name: /^Description in search results/ }).fill("The people who plan every mission from Pune.");
  for (const preview of [search, social]) {
    await expect(preview).toContainText("Meet the crew | Selenova Digital");
    await expect(preview).toContainText("The people who plan every mission from Pune.");
  }
  const long = "Meet the crew of Selenova Digital, who plan every launch in Pune";
  expect(Array.from(long).length).toBeGreaterThan(60);
  await title.fill(long);
  await expect(seo.getByText(/^Too long: \d+ characters/)).toBeVisible();
  await expect(search).toContainText("…");
  await expectAxeClean(page, "a page's entry with an SEO warning");
});
