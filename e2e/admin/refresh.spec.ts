/**
 * The live HTML follows the posts by itself (issue 29), as a marketer meets it: a post saved as published
 * in the console is, without anyone pressing Publish, in the live site's HTML at /blog/<url>/ (fetched with
 * no JavaScript, as a crawler or a link preview does), after a refresh the Site screen shows as "Refresh"
 * with what set it off; unpublished, it is gone again and its address answers 404. Real `gatsby build`s of
 * the refresh's work tree over the checkout the publishing specs share (playwright.config.ts: SITE_REPO_DIR),
 * served by the site's own server (site-server/) on the publishing ports.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { makeSiteCheckout } from "../../scripts/site-checkout";
import { BUILD_MS, checkoutDir as dir, livePort, serveLiveAndPreview } from "./site-builds";
import { addStaff, openScreen, signIn, uniqueTag } from "./staff";

let stopServers: (() => Promise<void>) | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  makeSiteCheckout();
  // Something live to refresh: the site as first deployed (build #0), as in site.spec.ts, when nothing was published.
  const built = path.join(dir, "public", "index.html");
  if (!fs.existsSync(built)) fs.cpSync(path.resolve("public"), path.join(dir, "public"), { recursive: true });
  stopServers = await serveLiveAndPreview();
});

test.afterAll(async () => {
  await stopServers?.();
});

/** The live site's answer for a path, fetched without JavaScript. */
const liveAnswer = async (request: APIRequestContext, pathname: string) => {
  const response = await request.get(`http://localhost:${livePort}${pathname}`);
  return { status: response.status(), html: await response.text() };
};

/** Waits, as a person watching the Site screen does, for the newest refresh set off by `reason` to succeed. */
async function awaitRefresh(page: Page, reason: RegExp): Promise<void> {
  await openScreen(page, "Site");
  const row = page.getByRole("row").filter({ hasText: "Refresh" }).filter({ hasText: reason }).first();
  // The screen follows the builds it knows of; a refresh queued after it opened shows once it is opened again.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText(/Succeeded|Failed/, { timeout: BUILD_MS });
  await expect(row).toContainText("Succeeded");
}

test("a post saved as published is in the live HTML without Publish, and gone (404) once unpublished", async ({ page, request }) => {
  test.setTimeout(3 * BUILD_MS);
  const title = `Crawlers read this ${uniqueTag()}`;
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#24305e" } }).jpeg().toBuffer();
  await signIn(page, addStaff("marketing"));
  await openScreen(page, "Blog posts");
  await page.getByRole("link", { name: "Create" }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole("textbox", { name: /^Post/ }).click();
  await page.keyboard.type("A post that search engines and link previews can read.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible();
  const slug = await page.getByLabel("Slug").inputValue();
  const postUrl = page.url();
  await page.getByLabel("Choose a cover image").setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: cover });
  await expect(page.getByRole("status").filter({ hasText: "Cover image uploaded." })).toBeVisible();
  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();

  // No one presses Publish: the Site screen shows the refresh the save set off.
  await awaitRefresh(page, /published by marketing/);
  // The post's own pre-rendered page, as a crawler fetches it (this needs the build's page per post).
  await expect
    .poll(async () => liveAnswer(request, `/blog/${slug}/`), { timeout: 60_000 })
    .toMatchObject({ status: 200, html: expect.stringContaining(title) });

  // Unpublished (back to a draft): the refresh takes the page away, and the address answers 404.
  await page.goto(postUrl);
  await page.getByRole("radio", { name: "Draft" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();
  await awaitRefresh(page, /unpublished by marketing/);
  await expect.poll(async () => (await liveAnswer(request, `/blog/${slug}/`)).status, { timeout: 60_000 }).toBe(404);
  expect((await liveAnswer(request, `/blog/${slug}/`)).html).not.toContain(title);
});
