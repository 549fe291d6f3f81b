import { cardsAfterEachPage, POST_COUNT } from "./seed-counts";
import { expect, test, type Page } from "@playwright/test";
import { layoutShift } from "../layout-shift";
import { readSeedPosts } from "../../api/seed/blogs";
import { API, api } from "./helpers";
import { BLOG_PAGE_SIZE, BUILT_POSTS } from "./built-posts";
import { XSS_PROBE_URL } from "../../api/seed/test-fixtures";

/** The seed posts (api/seed/posts.json) the e2e API serves, newest and oldest by date. */
const SEED_POSTS = [...readSeedPosts()].sort((a, b) => b.date.localeCompare(a.date));
const NEWEST_SEED = SEED_POSTS[0];
const OLDEST_SEED = SEED_POSTS[SEED_POSTS.length - 1];

/** A YYYY-MM-DD day as the post page writes it ("October 14, 2025"). */
const longDate = (day: string): string =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

const cards = (page: Page) => page.getByRole("list", { name: "Posts" }).getByRole("listitem");
const END = "No more blogs to show";

/** Scrolls to the bottom until the list says it has ended. */
async function scrollToEnd(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText(END)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

/** Counts /blogs requests and the most that were ever in flight together. */
function watchPages(page: Page) {
  const asked: string[] = [];
  let inFlight = 0;
  let most = 0;
  page.on("request", (r) => {
    if (!r.url().includes("/blogs?")) return;
    asked.push(new URL(r.url()).searchParams.get("page") ?? "");
    most = Math.max(most, ++inFlight);
  });
  const done = (r: { url: () => string }) => r.url().includes("/blogs?") && inFlight--;
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return { asked, most: () => most };
}

/** Takes IntersectionObserver away, so only the fallback button loads more. */
const withoutObserver = (page: Page) =>
  page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

test.describe("blog list /blog", () => {
  test("the first posts are in the page's HTML, and the API's page arriving moves nothing on a phone (CLS at most 0.01)", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The API answers what the build has (its seeded posts, without the test API's probe post).
    const built = new Set(BUILT_POSTS.map((post) => post.url));
    const answer = [1, 2].map(async (n) => (await (await page.request.get(`${API}/blogs?page=${n}`)).json()) as { url: string }[]);
    const same = (await Promise.all(answer)).flat().filter((post) => built.has(post.url)).slice(0, BLOG_PAGE_SIZE);
    await page.route(api("/blogs"), async (route) => {
      await held;
      await route.fulfill({ json: same });
    });
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
    await expect(page.getByText("Loading...")).toHaveCount(0);
    release();
    await expect(page.getByRole("button", { name: "Load more posts" })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift(page, 300)).toBeLessThanOrEqual(0.01);
  });

  test("shows page 1 as cards: image, title, a text excerpt and Read More to /blog/<url>", async ({ page }) => {
    const pages = watchPages(page);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6, { timeout: 15_000 });
    const first = cards(page).first();
    // The newest post was in the build: its card keeps the build's optimised image.
    await expect(first.locator("picture img")).toHaveAttribute("src", new RegExp(`/static/.+/${BUILT_POSTS[0].url}\\.webp$`));
    // A post the build does not have (the test API's probe) shows the API's image.
    await expect(cards(page).filter({ hasText: "XSS Probe" }).locator("picture img")).toHaveAttribute("src", /\/blog-images\/.+\.jpg$/);
    const readMore = first.getByRole("link", { name: /^Read More/ });
    await expect(readMore).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    const excerpt = (await first.locator("p").first().textContent()) ?? "";
    expect(Array.from(excerpt.replace(/…$/, "")).length).toBeLessThanOrEqual(200);
    expect(excerpt).not.toContain("<");
    // The list grows when its end scrolls into view, not before.
    await page.waitForTimeout(500);
    expect(pages.asked).toEqual(["1"]);
  });

  test("scrolls page after page to the end without overlapping loads or duplicates", async ({ page }) => {
    const pages = watchPages(page);
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(6, { timeout: 15_000 });
    await scrollToEnd(page);
    await expect(cards(page)).toHaveCount(POST_COUNT);
    const titles = await cards(page).getByRole("heading").allTextContents();
    expect(new Set(titles).size).toBe(POST_COUNT);
    // Every page with posts, then the one that comes back empty.
    expect(pages.asked).toEqual(Array.from({ length: cardsAfterEachPage().length + 1 }, (_, n) => String(n + 1)));
    expect(pages.most()).toBe(1);
    await expect(page.getByRole("button", { name: "Load more posts" })).toHaveCount(0);
  });

  test("removes posts the API sends again on a later page (by id)", async ({ page }) => {
    await withoutObserver(page);
    let firstPage: unknown[] = [];
    await page.route(api("/blogs"), async (route) => {
      const pageNo = new URL(route.request().url()).searchParams.get("page");
      const response = await route.fetch();
      const posts = (await response.json()) as unknown[];
      if (pageNo === "1") firstPage = posts;
      await route.fulfill({ response, json: pageNo === "2" ? [...firstPage.slice(0, 3), ...posts] : posts });
    });
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(6, { timeout: 15_000 });
    await page.getByRole("button", { name: "Load more posts" }).click();
    await expect(cards(page)).toHaveCount(12);
    const titles = await cards(page).getByRole("heading").allTextContents();
    expect(new Set(titles).size).toBe(12);
  });

  test("without IntersectionObserver the Load more button loads page after page to the end", async ({ page }) => {
    await withoutObserver(page);
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(6, { timeout: 15_000 });
    for (const count of cardsAfterEachPage().slice(1)) {
      await page.getByRole("button", { name: "Load more posts" }).click();
      await expect(cards(page)).toHaveCount(count);
    }
    await page.getByRole("button", { name: "Load more posts" }).click();
    await expect(page.getByText(END)).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more posts" })).toHaveCount(0);
  });
});

/** The first post of the API's first page: its address on the site and its title. */
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
