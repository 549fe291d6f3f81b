import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatCounterValue, parseCounterValue } from "../../src/lib/counter-value";
import { caseStudies } from "./data";

/** A case study with more than four counters (the spec's rule for the six-wide slider), and its first figure. */
const SIX = caseStudies.find((c) => c.counter.length > 4 && parseCounterValue(c.counter[0].value)?.target) ?? caseStudies[0];
const FIRST = parseCounterValue(SIX.counter[0].value);
const ZERO = FIRST ? formatCounterValue(FIRST, 0) : "";
const FEW = caseStudies.find((c) => c.counter.length === 4) ?? caseStudies.find((c) => c.counter.length <= 4) ?? caseStudies[0];

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
  test.skip(!FIRST || SIX.counter.length <= 4, "the data needs a case study with more than four counters");
  await page.goto(`/CaseStudy/${SIX.id}`);
  const first = moving(results(page)).first();
  await expect(first).toHaveText(ZERO); // below the fold: waiting at zero with the suffix
  const before = await first.locator("..").boundingBox();
  await results(page).scrollIntoViewIfNeeded();
  const started = Date.now();
  await expect(first).not.toHaveText(ZERO);
  const midway = parseCounterValue((await first.textContent()) ?? "");
  expect(midway).toMatchObject({ prefix: FIRST?.prefix, suffix: FIRST?.suffix });
  expect(midway?.target).toBeLessThan(FIRST?.target ?? 0);
  await expect(first).toHaveText(SIX.counter[0].value, { timeout: 5000 });
  const took = Date.now() - started;
  expect(took).toBeGreaterThan(1800);
  expect(took).toBeLessThan(4000);
  await expect(moving(results(page))).toHaveText(SIX.counter.map((c) => c.value));
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
    test.skip(SIX.counter.length <= 4, "the data needs a case study with more than four counters");
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/CaseStudy/${SIX.id}`);
    await expect.poll(() => shownSlides(page)).toBe(Math.min(perView, SIX.counter.length));
    const slider = page.getByRole("region", { name: "Result figures" });
    if (SIX.counter.length > perView) {
      await slider.getByRole("button", { name: "Next slide" }).click();
      await expect(slider.getByRole("group").first()).toHaveAccessibleName(`Result 2 of ${SIX.counter.length}`);
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
