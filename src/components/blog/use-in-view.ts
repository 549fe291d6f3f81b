import { useEffect, type RefObject } from "react";

/**
 * Calls `onVisible` when the element is (near) on screen, while `active`. The observer is made anew
 * whenever `active` or `version` changes, and reports at once, so a sentinel still in view after a
 * page loaded asks for the next one. Without IntersectionObserver it does nothing (use a button).
 */
export function useInView(ref: RefObject<Element | null>, onVisible: () => void, active: boolean, version: number): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: "0px 0px 200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onVisible, active, version]);
}
