import { useCallback, useEffect, useState } from "react";
import { cycle } from "../../lib/carousel";
import { useAutoplayGate, type AutoplayGate } from "../ui/use-autoplay-gate";

export interface FadeCycleOptions {
  count: number;
  /** How long a slide stays before it fades out. */
  showMs: number;
  /** How long after the fade-out starts the next slide appears. */
  gapMs: number;
}

export interface FadeCycle extends Omit<AutoplayGate, "running"> {
  index: number;
  /** Whether the current slide is fading out. */
  fading: boolean;
  go: (index: number) => void;
}

/**
 * Spec §2 About: every `showMs` the slide fades out, and `gapMs` later the next one shows. A fade
 * that has begun always completes, so pausing never leaves the slider blank.
 */
export function useFadeCycle({ count, showMs, gapMs }: FadeCycleOptions): FadeCycle {
  const { running, ...gate } = useAutoplayGate(count > 1);
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (fading || !running) return undefined;
    const timer = window.setTimeout(() => setFading(true), showMs);
    return () => window.clearTimeout(timer);
  }, [fading, running, index, showMs]);

  useEffect(() => {
    if (!fading) return undefined;
    const timer = window.setTimeout(() => {
      setIndex((current) => cycle(current, count, 1));
      setFading(false);
    }, gapMs);
    return () => window.clearTimeout(timer);
  }, [fading, count, gapMs]);

  const go = useCallback((target: number) => {
    setFading(false);
    setIndex(target);
  }, []);

  return { ...gate, index, fading, go };
}
