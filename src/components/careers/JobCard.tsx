import { Link } from "gatsby";
import React from "react";
import styled from "styled-components";
import { jobPagePath } from "../../lib/open-job";
import type { ShownJob } from "../../lib/shown-job";
import { Button } from "../ui/Button";
import { preloadApplyDialog } from "./LazyApplyDialog";

export interface JobCardProps {
  job: ShownJob;
  onApply: (job: ShownJob) => void;
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  h3 { margin: 0; color: ${({ theme }) => theme.colors.white}; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover, h3 a:focus-visible { text-decoration: underline; }
  button { justify-self: start; }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.moonDim};
`;

/**
 * One opening: its title (a link to the job's own page), experience, its HTML summary (sanitised already,
 * by the build or by sanitise-jobs.ts: a ShownJob) and Apply Now.
 */
export function JobCard({ job, onApply }: JobCardProps) {
  const titleId = `job-${job.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Link to={jobPagePath(job.id)}>{job.job_title}</Link>
      </h3>
      <Meta>
        Experience: {job.experience} · {job.location}
      </Meta>
      <div dangerouslySetInnerHTML={{ __html: job.job_details }} />
      <Button type="button" aria-describedby={titleId} onPointerEnter={() => void preloadApplyDialog()} onClick={() => onApply(job)}>
        Apply Now
      </Button>
    </Card>
  );
}
