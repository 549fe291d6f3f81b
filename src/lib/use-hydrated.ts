import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while the server renders and while React hydrates pre-rendered HTML, true once the page is
 * interactive. Only for what may wait (the hero's decorative thumbnails load then); never for a
 * control: every control works before that (src/lib/early-input.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
