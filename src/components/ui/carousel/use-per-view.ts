import { useEffect, useState } from "react";
import { perViewAt, type Responsive } from "../../../lib/carousel";

/**
 * Slides per view for the current window. The layout itself comes from CSS media queries (so the
 * pre-rendered HTML is right at every width); this value only drives the controls and which slides
 * are hidden from assistive technology, so it may settle after hydration without moving anything.
 */
export function usePerView(responsive: Responsive): number {
  const [perView, setPerView] = useState(responsive.perView);
  const key = JSON.stringify(responsive);
  useEffect(() => {
    const table = JSON.parse(key) as Responsive;
    const update = () => setPerView(perViewAt(window.innerWidth, table));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [key]);
  return perView;
}
