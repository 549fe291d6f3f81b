import { useCallback, useEffect, useState } from "react";
import { cycle } from "../../lib/carousel";
import { useAutoplayGate, type AutoplayGate } from "../ui/use-autoplay-gate";

export interface AutoCycleOptions {
  /** How many items the selection cycles through. */
  count: number;
  /** Move to the next item after this many ms on the same one. */
  intervalMs: number;
  /** The item selected first. */
  initial?: number;
}

export interface AutoCycle extends Omit<AutoplayGate, "running"> {
  index: number;
  /** Select an item (a click or a key). */
  select: (index: number) => void;
}

/**
 * A selection that advances by itself and wraps (the logo categories, the timeline years). Each
 * change restarts the wait, so a freshly chosen item always stays up for a full interval.
 */
export function useAutoCycle({ count, intervalMs, initial = 0 }: AutoCycleOptions): AutoCycle {
  const { running, ...gate } = useAutoplayGate(count > 1);
  const [index, setIndex] = useState(initial);

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => cycle(current, count, 1)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const select = useCallback((target: number) => setIndex(target), []);
  return { ...gate, index, select };
}
