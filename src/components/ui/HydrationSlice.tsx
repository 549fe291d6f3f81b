import React, { Suspense } from "react";

/**
 * Hydrates its children as their own unit of work. React leaves a server-rendered Suspense boundary
 * for later and then hydrates each boundary separately, yielding to the browser between them, so a
 * long page hydrates in short tasks instead of one long one. Nothing inside suspends: the fallback
 * is never shown, and the pre-rendered HTML is the same.
 */
export function HydrationSlice({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
