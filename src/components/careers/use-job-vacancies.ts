import { useQuery } from "@apollo/client";
import { useEffect } from "react";
import { JOB_VACANCIES_QUERY } from "../../lib/apollo/queries";
import type { JobVacancy } from "../../../shared/wire";
import { parseJobVacancies } from "../../lib/job-vacancies";

export type JobsState =
  | { status: "loading"; jobs: [] }
  | { status: "ready"; jobs: JobVacancy[] }
  /** The answer was not {status: "success", data: [...]}: logged as 'Invalid data structure'. */
  | { status: "invalid"; jobs: [] }
  /** The request failed (no connection, non-2xx, not JSON): logged. */
  | { status: "failed"; jobs: []; retry: () => void };

/** The openings from GET /jobVacancies (spec §7), checked before use. */
export function useJobVacancies(): JobsState {
  const { data, error, loading, refetch } = useQuery(JOB_VACANCIES_QUERY, { ssr: false, notifyOnNetworkStatusChange: true });
  const jobs = data ? parseJobVacancies(data.jobVacancies) : null;
  const invalid = !loading && !error && data !== undefined && jobs === null;

  useEffect(() => {
    if (invalid) console.error("Invalid data structure", data?.jobVacancies);
  }, [invalid, data]);
  useEffect(() => {
    if (error) console.error("Failed to load job openings", error);
  }, [error]);

  if (loading) return { status: "loading", jobs: [] };
  if (error) return { status: "failed", jobs: [], retry: () => void refetch().catch(() => undefined) };
  if (jobs) return { status: "ready", jobs };
  return invalid ? { status: "invalid", jobs: [] } : { status: "loading", jobs: [] };
}
