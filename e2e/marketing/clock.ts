import type { Page } from "@playwright/test";

/**
 * Fakes the page's clock. Call before page.goto; time flows as usual while the page loads and
 * hydrates (which needs timers), then `holdClock` stops it so the test decides how much passes.
 */
export async function fakeClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** Waits for the page to settle, then holds its clock still (advance it with page.clock.runFor). */
export async function holdClock(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/** Takes the pointer and focus off whatever a click left them on, so hover/focus pauses end. */
export async function letGo(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
