import React from "react";
import { FormNotice } from "../forms/FormNotice";
import { ButtonLink } from "../ui/Button";
import { useNotFoundReport, shownPath } from "../../lib/not-found/report";
import type { ShownJob } from "../../lib/shown-job";
import { PageIntro } from "../ui/PageIntro";
import { JobView } from "./JobView";
import { useRuntimeJob } from "./use-runtime-job";

export interface JobScreenProps {
  /** The id the address names; null when it names none (`/career/abc`). */
  id: number | null;
  /** The build's copy of the job (sanitised by the build), or null on the fallback page. */
  built: ShownJob | null;
}

export const JOB_NOT_FOUND = "Job Not Found";

/**
 * A job's page as it is now: the job, "Loading...", the not-found screen (its address reported, issue 30),
 * or a notice when it cannot be read.
 */
export function JobScreen({ id, built }: JobScreenProps) {
  const state = useRuntimeJob(id, built);
  useNotFoundReport(state.status === "missing" ? shownPath() : null);
  if (state.status === "ready") return <JobView job={state.job} />;
  if (state.status === "loading") {
    return (
      <PageIntro title="Careers">
        <p role="status">Loading...</p>
      </PageIntro>
    );
  }
  if (state.status === "failed") {
    return (
      <PageIntro title="Careers">
        <FormNotice>We couldn&apos;t load this opening right now. Please try again in a little while.</FormNotice>
        <ButtonLink to="/career">See all openings</ButtonLink>
      </PageIntro>
    );
  }
  return (
    <PageIntro title={JOB_NOT_FOUND}>
      <p>This opening has closed or never existed. There may be another mission for you.</p>
      <ButtonLink to="/career">See all openings</ButtonLink>
    </PageIntro>
  );
}
