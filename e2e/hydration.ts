import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Scrolls `locator` into view, as a visitor would before using it, and waits until React has hydrated
 * the part of the page holding it. The bundles start after the page has loaded and painted, each
 * section hydrates on its own, and a section below the fold only once it nears the viewport
 * (docs/decisions.md: "Bundles after the page", "Hydration in slices"), so a pointer event sent the
 * moment a page has loaded can reach HTML that no handler listens to yet, as it would for a visitor
 * that quick. React marks each element it has taken over with its fiber key; this is a wait, never
 * an assertion about the page.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))), {
      message: "the element was never hydrated",
    })
    .toBe(true);
}

/**
 * Waits until Gatsby has handed the page to React (the root container carries React's key). Gatsby
 * starts that from a zero-delay timer once the bundles have run, so a test that stops the page's clock
 * must wait for it first; from then on React hydrates a section at once when it is clicked.
 */
export async function waitForReactRoot(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById("___gatsby") ?? {}).some((key) => key.startsWith("__reactContainer$"))), {
      message: "React never took over the page",
    })
    .toBe(true);
}
