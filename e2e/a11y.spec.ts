import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "./routes";

const EXTRA = ["/no-such-orbit", "/CaseStudy/999", "/services/space-tourism"];

/**
 * Waits until the page looks as a visitor sees it once it has settled: every image on screen has
 * loaded, and on / the hero's thumbnails, which come in once the page has started, are there.
 */
async function settled(page: Page, route: string): Promise<void> {
  if (route === "/") await expect(page.getByRole("region", { name: "Case study thumbnails" }).locator("img").first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
}

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of [...ROUTES, ...EXTRA]) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(route, { waitUntil: "networkidle" });
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await settled(page, route);
        // axe's default rules plus "label in name" (WCAG 2.5.3), which it ships switched off as experimental.
        const results = await new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
