import { createContext } from "react";
import { API_URL } from "../../lib/api-base";

/**
 * Where the careers pages read GET /jobVacancies at runtime (the design card: careers always show the
 * newest openings). The first read after hydration is a plain `fetch`, so neither Apollo nor GraphQL is
 * in the JavaScript a careers page needs to show its openings (issue 29: /career's first load ≤ 130 kB);
 * later reads (Try again) go through Apollo, the design card's runtime client, loaded as a chunk of
 * its own on first use (careers-runtime.ts).
 */
export interface JobsSource {
  /** The answer's body; rejects on no connection, a non-2xx answer or a body that is not JSON. */
  first(): Promise<unknown>;
  /** The same read through Apollo (loads it on first use). */
  again(): Promise<unknown>;
}

export function makeJobsSource(uri: string, fetchImpl?: typeof fetch): JobsSource {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let runtime: Promise<{ read: () => Promise<unknown> }> | null = null;
  return {
    async first() {
      const response = await doFetch(`${uri}/jobVacancies`, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`GET /jobVacancies answered ${response.status}`);
      return (await response.json()) as unknown;
    },
    again() {
      runtime ??= import(/* webpackChunkName: "careers-runtime" */ "./careers-runtime").then(({ CareersRuntime }) => new CareersRuntime({ uri, fetch: fetchImpl }));
      return runtime.then((loaded) => loaded.read());
    },
  };
}

/** The source the careers hooks use (tests give one with their own fetch). */
export const JobsSourceContext = createContext<JobsSource>(makeJobsSource(API_URL));
