/**
 * The flood rule (issue 31): at most FLOOD_MAX page views a minute per visitor; the rest are dropped
 * silently. Counted in this instance's memory by the visitor's day hash (decisions/analytics.md: per
 * instance), each visitor's window starting at their first view in it.
 */
export const FLOOD_MAX = 60;
const WINDOW_MS = 60_000;

export class FloodGate {
  private windows = new Map<string, { start: number; count: number }>();

  /** Whether this view may be counted; counts it. */
  allow(visitor: string, at: number): boolean {
    const window = this.windows.get(visitor);
    if (!window || at - window.start >= WINDOW_MS || at < window.start) {
      this.windows.set(visitor, { start: at, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= FLOOD_MAX;
  }

  /** Forgets the windows that have ended (called with every batch written). */
  sweep(now: number): void {
    for (const [visitor, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(visitor);
  }
}
