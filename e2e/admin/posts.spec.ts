import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { addStaff, openScreen, signIn, uniqueTag } from "./staff";

test("marketing publishes a post with a cover image and it shows first on /blog", async ({ page }) => {
  test.setTimeout(90_000);
  const marketing = addStaff("marketing");
  const title = `Moonrise notes ${uniqueTag()}`;
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#24305e" } }).jpeg().toBuffer();

  await signIn(page, marketing);
  await openScreen(page, "Blog posts");
  await page.getByRole("link", { name: "Create" }).click();
  await page.getByLabel(/^Title/).fill(title);
  const body = page.getByRole("textbox", { name: /^Post/ });
  await body.click();
  await page.keyboard.type("Why we plan launches like moon missions.");
  await page.getByRole("toolbar", { name: "Post formatting" }).getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" Three lessons.");
  await page.getByRole("button", { name: "Save" }).click();

  // Saved as a draft: the post's own page, with the cover image picker.
  await expect(page.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveValue(/^moonrise-notes-/);
  await page.getByLabel("Choose a cover image").setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: cover });
  await expect(page.getByRole("status").filter({ hasText: "Cover image uploaded." })).toBeVisible();
  await expect(page.getByRole("img", { name: "The current cover image" })).toBeVisible();

  // The preview shows what visitors will see.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: `Preview: ${title}` });
  await expect(preview.getByText("Three lessons.")).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("Three lessons.");
  await preview.getByRole("button", { name: "Close preview" }).click();

  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();

  await page.goto("/blog");
  const first = page.getByRole("main").getByRole("listitem").first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(title, { timeout: 15_000 });
  // The card's picture is decorative (alt="", the title beside it names the post: docs/decisions/site.md),
  // so it has no img role; it is the staff-uploaded cover, served by the API as a 1200×630 WebP.
  const image = first.locator("picture img");
  await expect(image).toHaveAttribute("src", /\/blog-images\/[^/]+\.webp$/);
  await expect(image).toHaveJSProperty("naturalWidth", 1200);
});

test("a post is deleted only after its confirmation", async ({ page }) => {
  const marketing = addStaff("marketing");
  const title = `Short-lived post ${uniqueTag()}`;
  await signIn(page, marketing, "/admin/posts/create");
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole("textbox", { name: /^Post/ }).click();
  await page.keyboard.type("Gone soon.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this post?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
  await page.getByLabel("Search").fill(title);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("a stale save is refused and the editor is told so", async ({ browser }) => {
  const marketing = addStaff("marketing");
  const title = `Two editors ${uniqueTag()}`;
  const first = await browser.newPage();
  await signIn(first, marketing, "/admin/posts/create");
  await first.getByLabel(/^Title/).fill(title);
  await first.getByRole("textbox", { name: /^Post/ }).click();
  await first.keyboard.type("First draft.");
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible();

  const second = await browser.newPage();
  await signIn(second, marketing, first.url().replace(/^https?:\/\/[^/]+/, ""));
  await expect(second.getByLabel(/^Title/)).toHaveValue(title);
  await second.getByLabel(/^Title/).fill(`${title} (second)`);
  await second.getByRole("button", { name: "Save" }).click();
  await expect(second.getByText("Post saved")).toBeVisible();

  await first.getByLabel(/^Title/).fill(`${title} (first)`);
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByText("This record was changed by someone else. Reload it to see their changes.")).toBeVisible();
  await expect(first.getByLabel(/^Title/)).toHaveValue(`${title} (first)`);
  await first.close();
  await second.close();
});

test("a post whose address changes is still found at its old address", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const title = `Crater field notes ${tag}`;
  await signIn(page, addStaff("marketing"));
  await openScreen(page, "Blog posts");
  await page.getByRole("link", { name: "Create" }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole("textbox", { name: /^Post/ }).click();
  await page.keyboard.type("What we learnt mapping a campaign like a crater field.");
  await page.getByRole("button", { name: "Save" }).click();
  // Saved as a draft; a published post needs its cover image first.
  await expect(page.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible();
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3a2f5e" } }).jpeg().toBuffer();
  await page.getByLabel("Choose a cover image").setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: cover });
  await expect(page.getByRole("status").filter({ hasText: "Cover image uploaded." })).toBeVisible();
  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();
  const oldUrl = await page.getByLabel("Slug").inputValue();
  const newUrl = `crater-notes-moved-${tag}`;
  // The first save's message goes away before the second save, whose own message then says it is done.
  await expect(page.getByText("Post saved")).toBeHidden({ timeout: 15_000 });
  await page.getByLabel("Slug").fill(newUrl);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();

  // A visitor following an old link lands on the post's new address at once (no publish needed in the browser).
  const visitor = await page.context().newPage();
  await visitor.goto(`/blog/${oldUrl}`);
  await expect(visitor).toHaveURL(new RegExp(`/blog/${newUrl}/?$`));
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.close();
});
