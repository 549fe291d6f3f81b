import { graphql, type HeadFC, type PageProps } from "gatsby";
import React, { useMemo } from "react";
import { JobScreen } from "../components/careers/JobScreen";
import { Seo } from "../components/seo/Seo";
import { jobPostingLd } from "../lib/job-posting";
import { vacancyFromOpenJob, type OpenJobData } from "../lib/open-job";

interface JobPageData {
  openJob: (OpenJobData & { summaryText: string; postedAt: string; closesAt: string | null }) | null;
}

interface JobPageContext {
  jobId: number;
  /** The job's share card, written by the build (gatsby/job-card.ts). */
  shareImage: string;
}

/** /career/<id>: one open job, pre-rendered from what the build read; it follows GET /jobVacancies after hydration. */
const JobPage: React.FC<PageProps<JobPageData, JobPageContext>> = ({ data, pageContext }) => {
  const built = useMemo(() => (data.openJob ? vacancyFromOpenJob(data.openJob) : null), [data]);
  return <JobScreen id={pageContext.jobId} built={built} />;
};

export default JobPage;

export const query = graphql`
  query JobPage($jobId: Int!) {
    openJob(jobId: { eq: $jobId }) {
      jobId title location experience types details html source summaryText postedAt closesAt
    }
  }
`;

/** About 155 characters of the job's summary as text (the build's: no sanitiser in the page's chunks). */
const summary = (text: string): string => (text.length > 155 ? `${text.slice(0, 154).replace(/\s+\S*$/, "")}…` : text);

export const Head: HeadFC<JobPageData, JobPageContext> = ({ location, data, pageContext }) => {
  const job = data.openJob;
  if (!job) return <Seo title="Careers" pathname={location.pathname} noindex />;
  return (
    <Seo
      title={job.title}
      pathname={location.pathname}
      description={summary(job.summaryText) || `${job.title}, ${job.location}: an opening at Selenova Digital.`}
      image={pageContext.shareImage}
      structuredData={(page) =>
        jobPostingLd({ id: job.jobId, title: job.title, location: job.location, html: job.html, types: job.types, postedAt: job.postedAt, closesAt: job.closesAt }, page)
      }
    />
  );
};
