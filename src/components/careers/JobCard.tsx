import React from "react";
import styled from "styled-components";
import type { JobVacancy } from "../../../shared/wire";
import { sanitizedMarkup } from "../../lib/sanitize-html";
import { Button } from "../ui/Button";

export interface JobCardProps {
  job: JobVacancy;
  onApply: (job: JobVacancy) => void;
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  h3 { margin: 0; color: ${({ theme }) => theme.colors.white}; }
  button { justify-self: start; }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.moonDim};
`;

/** One opening: title, experience, its sanitised HTML summary and Apply Now. */
export function JobCard({ job, onApply }: JobCardProps) {
  const titleId = `job-${job.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{job.job_title}</h3>
      <Meta>
        Experience: {job.experience} · {job.location}
      </Meta>
      <div dangerouslySetInnerHTML={sanitizedMarkup(job.job_details)} />
      <Button type="button" aria-describedby={titleId} onClick={() => onApply(job)}>
        Apply Now
      </Button>
    </Card>
  );
}
