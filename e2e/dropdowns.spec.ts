import { expect, test, type Locator, type Page } from "@playwright/test";
import { breakpoints } from "../src/styles/theme";

/**
 * Issue 28: every header dropdown stays inside the viewport at every width from 320 to 2560 px (at 1280 px
 * "Launch" ran off the right edge: "Contact U"). Below the menu breakpoint the dropdowns open inside the
 * collapsed menu by a tap; from it up, on hover or keyboard focus (the test focuses).
 */
const WIDTHS = [320, 375, 520, 768, breakpoints.menu - 1, breakpoints.menu, 1024, 1280, 1440, 1920, 2560];
const DROPDOWNS = ["Services", "Launch"];

async function openDropdown(page: Page, label: string, narrow: boolean): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: "Main" });
  if (narrow && !(await nav.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
  const trigger = nav.getByRole("link", { name: new RegExp(`^${label}`) });
  if (narrow) {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  } else {
    await trigger.focus(); // opens it as hover does (:focus-within), and closes the one focused before
  }
  const panel = nav.getByRole("list", { name: `${label} pages` });
  await expect(panel).toBeVisible();
  return panel;
}

for (const width of WIDTHS) {
  test(`at ${width} px every item of every header dropdown lies inside the viewport`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    const narrow = width < breakpoints.menu;
    for (const label of DROPDOWNS) {
      const panel = await openDropdown(page, label, narrow);
      // The collapsed menu scrolls within the viewport's height, so there only the sides are checked.
      const outside = await panel.evaluate((list, checkHeight) => {
        const { clientWidth, clientHeight } = document.documentElement;
        const below = (box: DOMRect) => checkHeight && (box.top < 0 || box.bottom > clientHeight + 0.5);
        return [list, ...Array.from(list.querySelectorAll("a"))]
          .map((node) => ({ text: node.textContent ?? "", box: node.getBoundingClientRect() }))
          .filter(({ box }) => box.left < 0 || box.right > clientWidth + 0.5 || below(box))
          .map(({ text, box }) => `${text.trim().slice(0, 40)}: ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`);
      }, !narrow);
      expect(outside, `${label} at ${width} px`).toEqual([]);
      const items = panel.getByRole("link");
      expect(await items.count()).toBeGreaterThan(0);
    }
  });
}
