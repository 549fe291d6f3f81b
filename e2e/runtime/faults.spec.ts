import { expect, test } from "@playwright/test";
import { XSS_PROBE_URL } from "../../api/seed/test-fixtures";
import { BLOG_PAGE_SIZE, BUILT_POSTS } from "./built-posts";
import { api, breakRoute, expectNoErrorScreen, FAULTS, watchErrors, type Fault } from "./helpers";

const describeFault = (fault: Fault) => (fault === "stopped" ? "the API is stopped" : `the API answers ${fault === "500" ? "500" : "malformed JSON"}`);

for (const fault of FAULTS) {
  test.describe(`when ${describeFault(fault)}`, () => {
    test("careers shows a notice, stays usable and recovers on Try again", async ({ page }) => {
      const { uncaught } = watchErrors(page);
      await page.route(api("/jobVacancies"), breakRoute(fault));
      await page.goto("/career");
      await expect(page.getByRole("alert")).toContainText("couldn't load the current openings", { timeout: 15_000 });
      await page.getByRole("group", { name: "Job Type" }).getByLabel("Full Time").check();
      await page.getByLabel("Job title or skill").fill("react");
      await page.getByRole("button", { name: "Let's Start" }).click();
      await expectNoErrorScreen(page);
      await page.unroute(api("/jobVacancies"));
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { name: "Senior React Developer" })).toBeVisible();
      expect(uncaught).toEqual([]);
    });

    test("the blog list keeps the build's first page, logs the failure, and the next page loads once the API is back", async ({ page }) => {
      const { uncaught, consoleErrors } = watchErrors(page);
      await page.route(api("/blogs"), breakRoute(fault));
      await page.goto("/blog");
      const cards = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
      await expect(cards.getByRole("heading")).toHaveText(BUILT_POSTS.slice(0, BLOG_PAGE_SIZE).map((post) => post.title));
      await page.getByRole("button", { name: "Load more posts" }).click();
      await expect(page.getByRole("alert")).toContainText("couldn't load the blog posts", { timeout: 15_000 });
      expect(consoleErrors.some((text) => text.startsWith("Failed to load the blog posts"))).toBe(true);
      await expectNoErrorScreen(page);
      await page.unroute(api("/blogs"));
      await page.getByRole("button", { name: "Load more posts" }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(BLOG_PAGE_SIZE);
      const titles = await cards.getByRole("heading").allTextContents();
      expect(new Set(titles).size).toBe(titles.length);
      expect(uncaught).toEqual([]);
    });

    test("a later blog page failing keeps the list and offers the page again", async ({ page }) => {
      await page.route(api("/blogs?page=2"), breakRoute(fault));
      await page.goto("/blog");
      const cards = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
      await expect(cards).toHaveCount(6, { timeout: 15_000 });
      await page.getByRole("button", { name: "Load more posts" }).click();
      await expect(page.getByRole("alert")).toContainText("couldn't load the blog posts");
      await expect(cards).toHaveCount(6);
      await page.unroute(api("/blogs?page=2"));
      await page.getByRole("button", { name: "Load more posts" }).click();
      await expect(cards).toHaveCount(12);
    });

    test("a post newer than the build logs the failure and shows a notice instead of a blank page", async ({ page }) => {
      const { uncaught, consoleErrors } = watchErrors(page);
      await page.route(api(`/blog/${XSS_PROBE_URL}`), breakRoute(fault));
      await page.goto(`/blog/${XSS_PROBE_URL}`);
      await expect(page.getByRole("alert")).toContainText("couldn't load this post", { timeout: 15_000 });
      await expect(page.getByRole("link", { name: "Back to the blog" })).toBeVisible();
      expect(consoleErrors.some((text) => text.startsWith("Failed to load the blog post"))).toBe(true);
      await expectNoErrorScreen(page);
      expect(uncaught).toEqual([]);
    });

    test("a pre-rendered post logs the failure and keeps showing the build's post", async ({ page }) => {
      const { uncaught, consoleErrors } = watchErrors(page);
      const post = BUILT_POSTS[1];
      await page.route(api(`/blog/${post.url}`), breakRoute(fault));
      await page.goto(`/blog/${post.url}`);
      await expect.poll(() => consoleErrors.some((text) => text.startsWith("Failed to load the blog post"))).toBe(true);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expectNoErrorScreen(page);
      expect(uncaught).toEqual([]);
    });
  });
}

test("a job list without status 'success' logs 'Invalid data structure' and shows an empty list with a notice", async ({ page }) => {
  const { consoleErrors } = watchErrors(page);
  await page.route(api("/jobVacancies"), (route) => route.fulfill({ json: { status: "error", data: [] } }));
  await page.goto("/career");
  await expect(page.getByRole("alert")).toContainText("couldn't load the current openings", { timeout: 15_000 });
  await expect(page.getByRole("list", { name: "Openings" })).toHaveCount(0);
  expect(consoleErrors.some((text) => text.startsWith("Invalid data structure"))).toBe(true);
});

test("job data that is not an array is an invalid structure too", async ({ page }) => {
  const { consoleErrors } = watchErrors(page);
  await page.route(api("/jobVacancies"), (route) => route.fulfill({ json: { status: "success", data: { jobs: [] } } }));
  await page.goto("/career");
  await expect(page.getByRole("alert")).toBeVisible({ timeout: 15_000 });
  expect(consoleErrors.some((text) => text.startsWith("Invalid data structure"))).toBe(true);
});
