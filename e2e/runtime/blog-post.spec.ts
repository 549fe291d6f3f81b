/** A post's page /blog/<url>: pre-rendered or newer than the build, its image, its layout, an unknown one. */
import { expect, test, type Page } from "@playwright/test";
import { layoutShift } from "../layout-shift";
import { API, api } from "./helpers";
import { cards, longDate, NEWEST_SEED, OLDEST_SEED } from "./blog-seed";
import { XSS_PROBE_URL } from "../../api/seed/test-fixtures";

async function firstPost(page: Page): Promise<{ path: string; title: string }> {
  const response = await page.request.get(`${API}/blogs?page=1`);
  const [post] = (await response.json()) as { url: string; title: string }[];
  return { path: `/blog/${encodeURIComponent(post.url)}`, title: post.title };
}

test.describe("blog post /blog/<url>", () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ])
    test(`a post newer than the build arriving moves nothing, the sidebar included, at ${viewport.width} px (CLS at most 0.01)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The test API's probe post: the build never has it, so its address is the client-only fallback.
      const path = `/blog/${XSS_PROBE_URL}`;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(api("/blog/"), async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await expect(page.getByText("Loading...")).toBeVisible();
      const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
      const tags = sidebar.getByRole("heading", { name: "Tags" });
      const before = await tags.boundingBox();
      release();
      await expect(page.getByRole("heading", { level: 1, name: /XSS Probe Post/ })).toBeVisible();
      await expect(page.locator("article picture img")).toHaveJSProperty("complete", true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await layoutShift(page, 300)).toBeLessThanOrEqual(0.01);
      // On a phone the sidebar starts below the screen; beside the post it stays where it was.
      if (viewport.width < 992) expect(before?.y ?? 0).toBeGreaterThanOrEqual(viewport.height);
      else expect(await tags.boundingBox()).toEqual(before);
    });

  test("a pre-rendered post is whole before the API answers, and its answer moves nothing (CLS at most 0.01)", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const post = await firstPost(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(api("/blog/"), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(post.path);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator("article picture img")).toHaveJSProperty("complete", true);
    await expect(page.getByText("Loading...")).toHaveCount(0);
    const answered = page.waitForResponse((response) => response.url().startsWith(`${API}/blog/`));
    release();
    await answered;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift(page, 300)).toBeLessThanOrEqual(0.01);
  });

  test("a direct visit asks the API for the post once, and its image (the build's) loads at once at high priority", async ({ page }) => {
    const post = await firstPost(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${API}/blog`)) asked.push(request.url().slice(API.length));
    });
    await page.goto(post.path);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    const image = page.locator("article picture img");
    await expect(image).toHaveJSProperty("complete", true);
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("src", /^\/static\/.+\.webp$/);
    await page.waitForTimeout(500);
    expect(asked.filter((url) => url.startsWith("/blog/"))).toEqual([post.path]);
    // The API's copy of the same image is never fetched.
    expect(asked.filter((url) => url.startsWith("/blog-images/"))).toHaveLength(0);
  });

  test("a post newer than the build: the API's image loads at once at high priority", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${API}/blog`)) asked.push(request.url().slice(API.length));
    });
    await page.goto(`/blog/${XSS_PROBE_URL}`);
    await expect(page.getByRole("heading", { level: 1, name: /XSS Probe Post/ })).toBeVisible();
    const image = page.locator("article picture img");
    await expect(image).toHaveJSProperty("complete", true);
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await page.waitForTimeout(500);
    expect(asked.filter((url) => url.startsWith("/blog/"))).toEqual([`/blog/${XSS_PROBE_URL}`]);
    expect(asked.filter((url) => url.startsWith("/blog-images/"))).toHaveLength(1);
  });

  test("Read More opens the post: title, long date, image, body and the sidebar", async ({ page }) => {
    const post = NEWEST_SEED;
    await page.goto("/blog");
    const card = cards(page).filter({ hasText: post.title });
    await card.getByRole("link", { name: /^Read More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator("time")).toHaveText(longDate(post.date));
    await expect(page.locator("article picture img")).toHaveAttribute("src", new RegExp(`${post.url}\\.webp$`));
    await expect(page.getByRole("heading", { name: post.sections[0].heading })).toBeVisible();
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    await expect(sidebar.getByRole("heading", { name: "Popular Posts" })).toBeVisible();
    expect(await sidebar.getByRole("listitem").allTextContents()).toEqual(["Tattoo", "Artist", "Design", "Inspiration"]);
  });

  test("loads on a direct visit", async ({ page }) => {
    // The oldest post: one a visitor reaches from a shared link, not from the first page of the list.
    const post = OLDEST_SEED;
    const response = await page.goto(`/blog/${post.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator("time")).toHaveText(longDate(post.date));
  });

  test("an unknown post says it is not found", async ({ page }) => {
    await page.goto("/blog/no-such-post-in-orbit");
    await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
