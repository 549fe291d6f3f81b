import type { Page } from "@playwright/test";

/**
 * Fakes the page's clock. Call before page.goto; time flows as usual while the page loads and
 * starts (which needs timers), then `holdClock` stops it so the test decides how much passes.
 */
export async function fakeClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * Waits for the page to settle, then holds its clock still (advance it with page.clock.runFor). The
 * app starts from a timer, so before holding the clock a test first sees the part it times respond
 * (a press that shows its result, a Play button that reduced motion puts there).
 */
export async function holdClock(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // On a busy machine more than the margin can pass between reading the page's time and pausing
  // ("Cannot fast-forward to the past"); read it again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/** Takes the pointer and focus off whatever a click left them on, so hover/focus pauses end. */
export async function letGo(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
