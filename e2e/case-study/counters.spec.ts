import { expect, test, type Locator, type Page } from "@playwright/test";
import { byId, caseStudies } from "./data";

const SIX = byId(8); // six counters: "70%", "3 min", "250K", "99.9%", "40%", "5"
const FEW = caseStudies.find((c) => c.counter.length === 4) ?? byId(2);

const results = (page: Page) => page.getByRole("region", { name: "Results", exact: true });
const moving = (scope: Locator) => scope.getByTestId("count-up");

/** Counters (slides) that are on screen and exposed to assistive technology. */
async function shownSlides(page: Page): Promise<number> {
  const slides = page.getByRole("region", { name: "Result figures" }).getByRole("group");
  return slides.count();
}

test("the pre-rendered HTML already holds every final figure", async ({ request }) => {
  const html = await (await request.get(`/CaseStudy/${SIX.id}`)).text();
  for (const { value } of SIX.counter) expect(html).toContain(`>${value}<`);
});

test("a counter counts up over about 2.5 s once scrolled into view, keeping its suffix and its size", async ({ page }) => {
  await page.goto(`/CaseStudy/${SIX.id}`);
  const first = moving(results(page)).first();
  await expect(first).toHaveText("0%"); // below the fold: waiting at zero with the suffix
  const before = await first.locator("..").boundingBox();
  await results(page).scrollIntoViewIfNeeded();
  const started = Date.now();
  await expect(first).not.toHaveText("0%");
  const midway = await first.textContent();
  expect(midway).toMatch(/^\d+%$/);
  expect(Number(midway?.replace("%", ""))).toBeLessThan(70);
  await expect(first).toHaveText("70%", { timeout: 5000 });
  const took = Date.now() - started;
  expect(took).toBeGreaterThan(1800);
  expect(took).toBeLessThan(4000);
  await expect(moving(results(page)).nth(1)).toHaveText("3 min");
  await expect(moving(results(page)).nth(3)).toHaveText("99.9%");
  const after = await first.locator("..").boundingBox();
  expect(after?.width).toBe(before?.width);
  expect(after?.height).toBe(before?.height);
});

test("under reduced motion the final figures show at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/CaseStudy/${SIX.id}`);
  await page.waitForLoadState("networkidle");
  await expect(moving(results(page))).toHaveText(SIX.counter.map((c) => c.value));
});

for (const [width, perView] of [
  [1280, 6],
  [800, 3],
  [450, 2],
  [360, 1],
] as const) {
  test(`with more than four counters the slider shows ${perView} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/CaseStudy/${SIX.id}`);
    await expect.poll(() => shownSlides(page)).toBe(perView);
    const slider = page.getByRole("region", { name: "Result figures" });
    if (perView < 6) {
      await slider.getByRole("button", { name: "Next slide" }).click();
      await expect(slider.getByRole("group").first()).toHaveAccessibleName(/^Result 2 of 6$/);
    } else {
      await expect(slider.getByRole("button", { name: "Next slide" })).toHaveCount(0);
    }
  });
}

test("with four counters or fewer all of them show, even on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/CaseStudy/${FEW.id}`);
  const items = results(page).getByRole("listitem");
  await expect(items).toHaveCount(FEW.counter.length);
  for (const item of await items.all()) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeInViewport();
  }
  await expect(page.getByRole("region", { name: "Result figures" })).toHaveCount(0);
});
