import { Link } from "gatsby";
import React, { useState } from "react";
import styled from "styled-components";
import type { JobVacancy } from "../../../shared/wire";
import type { ShownJob } from "../../lib/shown-job";
import { Button } from "../ui/Button";
import { Band, Container } from "../ui/Container";
import { ApplyFlow } from "./ApplyFlow";
import { preloadApplyDialog } from "./LazyApplyDialog";

export interface JobViewProps {
  job: ShownJob;
}

const Title = styled.h1`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  font-size: ${({ theme }) => theme.fontSizes.hero};
  color: ${({ theme }) => theme.colors.white};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt { font-weight: 700; color: ${({ theme }) => theme.colors.white}; }
  dd { margin: 0; }
`;

const DetailsHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.white};
`;

const Details = styled.div`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.white}; }
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
`;

/**
 * A job's own page: its title, location, experience and types, the full details (sanitised already, by
 * the build or by sanitise-jobs.ts: a ShownJob), Apply Now (the same dialog, form and POST
 * /jobapplication as /career) and a way back to all the openings.
 */
export function JobView({ job }: JobViewProps) {
  const [applying, setApplying] = useState<JobVacancy | null>(null);
  return (
    <Band>
      <Container>
        <Back to="/career">← All openings</Back>
        <Title>{job.job_title}</Title>
        <Facts>
          <dt>Location</dt>
          <dd>{job.location}</dd>
          <dt>Experience</dt>
          <dd>{job.experience}</dd>
          <dt>Type</dt>
          <dd>{job.job_types.join(", ")}</dd>
        </Facts>
        {/* Staff write the details' own headings as h3 (as in the application dialog, under its h2). */}
        <DetailsHeading>Job details</DetailsHeading>
        <Details dangerouslySetInnerHTML={{ __html: job.job_html }} />
        <Button type="button" onPointerEnter={() => void preloadApplyDialog()} onClick={() => setApplying(job)}>
          Apply Now
        </Button>
      </Container>
      <ApplyFlow job={applying} onClose={() => setApplying(null)} />
    </Band>
  );
}
