import { useEffect, useRef, useState } from "react";

export type RevealState = "shown" | "waiting";

/**
 * Whether an element waits to fade in or is shown. It is "shown" on the server and the first render
 * (the HTML holds visible content), and stays so under prefers-reduced-motion or without
 * IntersectionObserver; otherwise it waits, hidden by opacity only (nothing moves in the layout),
 * until the element scrolls into view.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("shown");

  useEffect(() => {
    const element = ref.current;
    const reduced = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (!element || reduced || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState("shown");
      },
      { threshold: 0.2 },
    );
    const box = element.getBoundingClientRect();
    if (box.top > window.innerHeight) setState("waiting"); // only what is still below the fold waits
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
