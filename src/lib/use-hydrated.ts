import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while the server renders and while React hydrates pre-rendered HTML, true once the page is
 * interactive. Forms use it to keep their controls disabled until then, so nothing typed or ticked
 * before hydration is silently lost (and an early Enter cannot submit the form as a GET).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
