import { expect, test, type Page } from "@playwright/test";

/** Spec §2: every navigation scrolls smoothly to the top (instantly under reduced motion). */

async function toBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const motion of ["reduce", "no-preference"] as const) {
  test.describe(`navigation with ${motion === "reduce" ? "reduced motion" : "motion"}`, () => {
    test.use({ reducedMotion: motion });

    test("from the bottom of / the header's About link opens /about at its top, straight after arrival", async ({ page }) => {
      await page.goto("/");
      await toBottom(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test("after the page has settled too, and from a page's footer link", async ({ page }) => {
      await page.goto("/about", { waitUntil: "networkidle" });
      await toBottom(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).first().click();
      await expect(page).toHaveURL(/\/services$/);
      await expect.poll(() => scrollY(page)).toBe(0);
      await toBottom(page);
      await page.getByRole("contentinfo").getByRole("link", { name: /terms/i }).first().click();
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  });
}

test("under reduced motion the jump to the top is instant", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/", { waitUntil: "networkidle" });
  await toBottom(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The first frame after the new page has rendered is already at the top: nothing glides there.
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  expect(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))))).toBe(0);
});
