import { startTransition, useContext, useEffect, useState } from "react";
import type { ShownJob } from "../../lib/shown-job";
import { JobsSourceContext } from "./jobs-source";
import { readShownJobs } from "./sanitise-jobs";

export type RuntimeJob =
  | { status: "loading" }
  | { status: "ready"; job: ShownJob }
  /** The API's list of open jobs does not hold it (closed, or never existed). */
  | { status: "missing" }
  /** No job from the build and the API could not be read (or the sanitiser's chunk did not load). */
  | { status: "failed" };

/**
 * One job at runtime: the build's copy first (`built`, null on the fallback page; sanitised by the build),
 * then the one in GET /jobVacancies, sanitised before it is shown (sanitise-jobs.ts). A job the API no
 * longer lists has closed since the build: it shows as missing. When the API cannot be read the build's
 * copy stays (logged); without one the page says it could not load.
 */
export function useRuntimeJob(id: number | null, built: ShownJob | null): RuntimeJob {
  const source = useContext(JobsSourceContext);
  // The first render is the same as the pre-rendered HTML's (the fallback's is "Loading..." for any address).
  const [state, setState] = useState<RuntimeJob>(built ? { status: "ready", job: built } : { status: "loading" });

  useEffect(() => {
    if (id === null) {
      setState({ status: "missing" });
      return;
    }
    let live = true;
    readShownJobs(source.first(), built ? [built] : [], id).then(
      (answer) => {
        if (!live) return;
        if (!answer.valid) {
          console.error("Invalid data structure", answer.body);
          if (!built) setState({ status: "failed" });
          return;
        }
        const job = answer.jobs.find((candidate) => Number(candidate.id) === id);
        // In a transition: the page re-renders in slices that yield to the browser, not one long task.
        startTransition(() => setState(job ? { status: "ready", job } : { status: "missing" }));
      },
      (error: unknown) => {
        if (!live) return;
        console.error("Failed to load job openings", error);
        if (!built) setState({ status: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [id, built, source]);

  return state;
}
