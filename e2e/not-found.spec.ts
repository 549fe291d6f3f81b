import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { collectPageErrors } from "./page-errors";

/**
 * Issue 29 "Addresses that do not exist": every unknown address answers 404 from the site server (the
 * suite's site is site-server/ over public/, playwright.config.ts) and still shows the person what the
 * spec says; its HTML says noindex. A post newer than the build still shows: the API's XSS-probe post is
 * seeded only by the tests' API, never into the store the build reads, so the build has no page for it.
 */
const NOINDEX = /<meta name="robots" content="noindex"/;
const robots = (page: Page) => page.locator('meta[name="robots"]').first().getAttribute("content");
const jobFallbackBuilt = fs.existsSync(path.join(process.cwd(), "public/career/__job/index.html"));

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-orbit/deeper");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "4 0 4" })).toBeVisible();
  await expect(page.getByText("Oops! You lost in Space")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go TO the back" })).toHaveAttribute("href", "/");
  expect(await robots(page)).toBe("noindex");
});

test("an unknown case study answers 404 and says 'Product Not Found'", async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto("/CaseStudy/999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await robots(page)).toBe("noindex");
  expect(errors).toEqual([]);
});

test("an unknown service answers 404 with the empty service page", async ({ page }) => {
  const response = await page.goto("/services/space-tourism");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByTestId("empty-service")).toBeAttached();
  await expect(page.locator("main")).toHaveText("Service not found"); // the visually hidden heading only
  expect(await robots(page)).toBe("noindex");
});

test("an unknown post answers 404 and says the post is not found", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post-in-orbit");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  // The post fallback's own HTML (src/templates/blog-post.tsx) must say so too, like the other fallbacks.
  expect(NOINDEX.test((await response?.text()) ?? ""), "the served HTML says noindex").toBe(true);
});

test("a post newer than the build answers 404 yet shows the visitor the post, loaded at runtime", async ({ page }) => {
  const response = await page.goto("/blog/xss-probe-sanitiser-test");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "XSS Probe Post (sanitiser test)" })).toBeVisible();
});

test("an unknown job answers 404", async ({ page }) => {
  const response = await page.goto("/career/999999");
  expect(response?.status()).toBe(404);
  expect(NOINDEX.test((await response?.text()) ?? ""), "the served HTML says noindex").toBe(true);
  // The jobs' client-only page once the build has one (it asks the API); the not-found page before.
  if (jobFallbackBuilt) await expect(page.getByRole("contentinfo")).toBeVisible();
  else await expect(page.getByText("Oops! You lost in Space")).toBeVisible();
});

test("the fallback pages' own placeholder addresses are no pages either", async ({ request }) => {
  for (const url of ["/blog/__post", "/CaseStudy/__unknown", "/services/__unknown", "/career/__job"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain("Oops! You lost in Space");
  }
});
