import { startTransition, type ReactElement } from "react";
import { hydrateRoot, type Root, type RootOptions } from "react-dom/client";

/**
 * Hydrates a pre-rendered page as gatsby-browser.tsx does: in a transition, so React hydrates it in
 * slices of a few milliseconds that yield to the browser instead of one long task (issue 29). A press or
 * a key on a part not yet hydrated still makes React hydrate that part at once and then handle the event.
 * React listens from the moment this returns.
 */
export function hydratePage(container: Element, element: ReactElement, options?: RootOptions): Root {
  const roots: Root[] = [];
  startTransition(() => {
    roots.push(hydrateRoot(container, element, options));
  });
  const [root] = roots;
  if (!root) throw new Error("hydrateRoot gave no root");
  return root;
}
