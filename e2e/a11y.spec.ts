import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ROUTES, caseStudyIds, serviceSlugs } from "./routes";

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

/**
 * Every page at 1280 px. At 390 px, every page that has a template of its own, and one page of each
 * generated template (a service, a case study): their content's rules (names, alt text, headings) are
 * the same at any width and were checked at 1280; what the width changes (the menu, the layout, target
 * sizes) is the template's. Each page costs ~12 s of a CI run that must stay under 90 minutes.
 */
const generated = new Set([...serviceSlugs.slice(1).map((slug) => `/services/${slug}`), ...caseStudyIds.slice(1).map((id) => `/CaseStudy/${id}`)]);
const PAGES: Record<number, string[]> = {
  1280: [...ROUTES, ...EXTRA],
  390: [...ROUTES.filter((route) => !generated.has(route)), ...EXTRA],
};

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of PAGES[width]) {
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
