import { useEffect, useRef } from "react";

/** Calls `step` every `intervalMs` while `running`; the latest `step` is always used. */
export function useAutoplay(step: () => void, intervalMs: number | undefined, running: boolean): void {
  const latest = useRef(step);
  useEffect(() => {
    latest.current = step;
  });
  useEffect(() => {
    if (!running || !intervalMs) return undefined;
    const timer = window.setInterval(() => latest.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
}
