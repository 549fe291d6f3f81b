import { useEffect, useRef, useState } from "react";
import { easeOutCubic } from "../../lib/counter-value";

/** The counters' count-up time (spec §9). */
export const COUNT_UP_MS = 2500;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Progress (0 to 1) of a count-up that starts when the element scrolls into view. It is 1 on the
 * server and the first render, so the pre-rendered HTML holds the final figures; it stays 1 under
 * prefers-reduced-motion or without IntersectionObserver. Otherwise it drops to 0 after hydration and
 * counts up over `durationMs` the first time half of the element is on screen.
 */
export function useCountUp<T extends Element>(enabled: boolean, durationMs = COUNT_UP_MS) {
  const ref = useRef<T>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return undefined;
    let frame = 0;
    setProgress(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = (now - start) / durationMs;
          setProgress(t >= 1 ? 1 : easeOutCubic(t));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [enabled, durationMs]);

  return { ref, progress };
}
