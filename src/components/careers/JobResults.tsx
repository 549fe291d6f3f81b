import React from "react";
import styled from "styled-components";
import type { ShownJob } from "../../lib/shown-job";
import { FormNotice } from "../forms/FormNotice";
import { Button } from "../ui/Button";
import { JobCard } from "./JobCard";
import type { JobsState } from "./use-job-vacancies";

export interface JobResultsProps {
  state: JobsState;
  /** The openings left after the filters and searches. */
  jobs: ShownJob[];
  onApply: (job: ShownJob) => void;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

export const JOBS_UNAVAILABLE = "We couldn't load the current openings right now. Please try again in a little while.";

/** The right-hand list: loading, a notice when the openings could not be read, no match, or the cards. */
export function JobResults({ state, jobs, onApply }: JobResultsProps) {
  if (state.status === "loading") return <p role="status">Loading...</p>;
  if (state.status !== "ready") {
    return (
      <Stack>
        <FormNotice>{JOBS_UNAVAILABLE}</FormNotice>
        {state.status === "failed" && (
          <Button type="button" onClick={state.retry}>
            Try again
          </Button>
        )}
      </Stack>
    );
  }
  if (jobs.length === 0) return <p role="status">No jobs match the selected filters</p>;
  return (
    <List aria-label="Openings">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} onApply={onApply} />
        </li>
      ))}
    </List>
  );
}
