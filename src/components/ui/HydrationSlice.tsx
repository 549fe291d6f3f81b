import React, { Suspense } from "react";

/**
 * Hydrates its children as their own unit of work. React leaves a server-rendered Suspense boundary
 * for later and then hydrates each boundary separately, yielding to the browser between them, so a
 * long page hydrates in short tasks instead of one long one. The pre-rendered HTML is the same and the
 * fallback is never shown (nothing inside suspends). Once React has taken the page over, a press or a
 * key on a slice not yet hydrated makes React hydrate that slice at once and then handle the event.
 */
export function HydrationSlice({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
