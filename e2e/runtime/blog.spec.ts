/** The blog list /blog: pre-rendered first posts, cards, endless scroll and its fallback button, duplicates. */
import { cardsAfterEachPage, POST_COUNT } from "./seed-counts";
import { expect, test, type Page } from "@playwright/test";
import { layoutShift } from "../layout-shift";
import { API, api } from "./helpers";
import { BLOG_PAGE_SIZE, BUILT_POSTS } from "./built-posts";
import { cards } from "./blog-seed";

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
