import type { Page } from "@playwright/test";

/** One layout shift as the browser reports it: its score and what moved (tag, id, class; where from, where to). */
export interface Shift {
  value: number;
  moved: string[];
}

/**
 * The page's layout shifts so far (shifts right after input excluded, as in CLS), read from the buffered
 * layout-shift entries after `settleMs` more of quiet, each with the elements that moved.
 */
export function layoutShifts(page: Page, settleMs = 500): Promise<Shift[]> {
  return page.evaluate(
    (ms) =>
      new Promise<Shift[]>((resolve) => {
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
        const name = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return node ? node.nodeName : "(gone)";
          const classes = typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).join(".")}` : "";
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes}`;
        };
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const shifts: Shift[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`) });
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(shifts), ms);
      }),
    settleMs,
  );
}

/** The page's cumulative layout shift so far (see layoutShifts). */
export async function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return (await layoutShifts(page, settleMs)).reduce((total, shift) => total + shift.value, 0);
}

/** The shifts in words, for a failing expectation's message. */
export const describeShifts = (shifts: Shift[]): string =>
  shifts.map((shift) => `${shift.value.toFixed(3)}: ${shift.moved.join("; ") || "(no source)"}`).join("\n");
