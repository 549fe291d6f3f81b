import type { Page } from "@playwright/test";

/**
 * The page's cumulative layout shift so far (shifts right after input excluded, as in CLS), read from
 * the buffered layout-shift entries after `settleMs` more of quiet.
 */
export function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), ms);
      }),
    settleMs,
  );
}
