import { startTransition, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { ShownJob } from "../../lib/shown-job";
import { JobsSourceContext } from "./jobs-source";
import { readShownJobs } from "./sanitise-jobs";

export type JobsState =
  | { status: "loading"; jobs: [] }
  /** `fresh`: read from the API now; otherwise the openings the build pre-rendered, until the API answers. */
  | { status: "ready"; jobs: readonly ShownJob[]; fresh: boolean }
  /** The answer was not {status: "success", data: [...]}: logged as 'Invalid data structure'. */
  | { status: "invalid"; jobs: [] }
  /** The request failed (no connection, non-2xx, not JSON) or the sanitiser's chunk did not load: logged. */
  | { status: "failed"; jobs: []; retry: () => void };

type Settled = Exclude<JobsState, { status: "failed" }> | { status: "failed"; jobs: [] };

const initialState = (built: readonly ShownJob[]): Settled =>
  built.length > 0 ? { status: "ready", jobs: built, fresh: false } : { status: "loading", jobs: [] };

/**
 * The openings from GET /jobVacancies (spec §7), checked and sanitised before use (sanitise-jobs.ts).
 * `built` are the openings the build pre-rendered into the page (sanitised by the build): shown at once
 * (and by the server-rendered HTML), then replaced by the API's answer after hydration. A failed or
 * invalid answer empties the list as the spec says.
 */
export function useJobVacancies(built: readonly ShownJob[] = []): JobsState {
  const source = useContext(JobsSourceContext);
  const [state, setState] = useState<Settled>(() => initialState(built));
  const live = useRef(true);
  // The build's copies whose HTML a read may reuse (sanitise-jobs.ts); read when the answer comes.
  const builtJobs = useRef(built);
  builtJobs.current = built;

  const settle = useCallback((read: Promise<unknown>) => {
    readShownJobs(read, builtJobs.current).then(
      (answer) => {
        if (!live.current) return;
        if (!answer.valid) {
          console.error("Invalid data structure", answer.body);
          setState({ status: "invalid", jobs: [] });
          // The fresh list re-renders in a transition: in slices that yield to the browser, not one long task.
        } else startTransition(() => setState({ status: "ready", jobs: answer.jobs, fresh: true }));
      },
      (error: unknown) => {
        if (!live.current) return;
        console.error("Failed to load job openings", error);
        setState({ status: "failed", jobs: [] });
      },
    );
  }, []);

  useEffect(() => {
    live.current = true;
    settle(source.first());
    return () => {
      live.current = false;
    };
  }, [source, settle]);

  const retry = useCallback(() => {
    setState({ status: "loading", jobs: [] });
    settle(source.again());
  }, [source, settle]);

  return state.status === "failed" ? { status: "failed", jobs: [], retry } : state;
}
