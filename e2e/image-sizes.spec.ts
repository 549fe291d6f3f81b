import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * An image's `sizes` says how wide it shows, and a phone picks its file from that: a `sizes` of the whole
 * viewport for a card makes a phone fetch a file for a screen wider than the card. For the service cards
 * (home and /services) and the timeline's pictures, what `sizes` declares is what the page lays out, at
 * every width from a small phone to a wide desktop.
 */
const WIDTHS = [320, 412, 600, 700, 768, 991, 1280];

/** The width `sizes` declares at this viewport: its first matching condition's length, laid out by the browser. */
function declaredWidth(img: Locator): Promise<number> {
  return img.evaluate((el) => {
    const image = el as HTMLImageElement;
    const parts = image.sizes.split(/,(?![^(]*\))/).map((part) => part.trim());
    for (const part of parts) {
      const match = /^(\(.*?\))\s+(.+)$/.exec(part);
      const condition = match ? match[1] : null;
      const length = match ? match[2] : part;
      if (condition && !window.matchMedia(condition).matches) continue;
      const probe = document.createElement("div");
      probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    }
    return Number.NaN;
  });
}

async function expectSizesToTellTheTruth(page: Page, images: Locator, what: string) {
  const count = await images.count();
  expect(count, `${what}: no images`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    const shown = await img.evaluate((el) => el.getBoundingClientRect().width);
    const declared = await declaredWidth(img);
    expect(Math.abs(declared - shown), `${what} image ${i + 1} at ${page.viewportSize()?.width}px: sizes says ${declared}, shows ${shown}`).toBeLessThanOrEqual(4);
  }
}

for (const width of WIDTHS) {
  test(`at ${width}px the service cards' and the timeline's sizes are the widths they show`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expectSizesToTellTheTruth(page, page.locator("li:has(a[href^='/services/']) img"), "home's service cards");
    await expectSizesToTellTheTruth(page, page.getByRole("tabpanel").locator("img"), "the timeline");
    await page.goto("/services");
    await expectSizesToTellTheTruth(page, page.getByRole("main").locator("li:has(a[href^='/services/']) img"), "/services' cards");
  });
}
