import React, { lazy, Suspense, useState } from "react";
import type { ApplyDialogProps } from "./ApplyDialog";

/** Starts loading the application dialog's code (e.g. when a pointer comes over Apply Now). */
export const preloadApplyDialog = () => import(/* webpackChunkName: "apply-dialog" */ "./ApplyDialog");

const ApplyDialog = lazy(() => preloadApplyDialog().then(({ ApplyDialog: Dialog }) => ({ default: Dialog })));

/**
 * The application dialog, whose code (the dialog, the form and its rules) loads the first time a job
 * is chosen: none of it is needed to show the openings. Once loaded it stays mounted, so it closes as
 * the dialog always has and focus goes back to the button that opened it.
 */
export function LazyApplyDialog(props: ApplyDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (props.job !== null && !wanted) setWanted(true);
  if (!wanted && props.job === null) return null;
  return (
    <Suspense fallback={null}>
      <ApplyDialog {...props} />
    </Suspense>
  );
}
