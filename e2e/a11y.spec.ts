import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ROUTES } from "./routes";

const EXTRA = ["/no-such-orbit", "/CaseStudy/999", "/services/space-tourism"];

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of [...ROUTES, ...EXTRA]) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(route, { waitUntil: "networkidle" });
        await expect(page.getByRole("contentinfo")).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
