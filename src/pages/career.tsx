import { graphql, type HeadProps, type PageProps } from "gatsby";
import React, { useMemo } from "react";
import { CareersHero } from "../components/careers/CareersHero";
import { Openings } from "../components/careers/Openings";
import { PageSeo } from "../components/seo/PageSeo";
import { sectionOf } from "../lib/page-copy";
import { vacancyFromOpenJob, type OpenJobData } from "../lib/open-job";

const OPENINGS_ID = "openings";

interface CareerData {
  allOpenJob: { nodes: OpenJobData[] };
  pageCopy: Queries.PageCopyFragment | null;
}

/**
 * /career: the open jobs the build read are in the page's HTML (each title links to the job's page);
 * after hydration the list follows GET /jobVacancies, read with a plain fetch (Apollo loads only for a
 * later read, see careers/jobs-source.ts).
 */
const CareerPage: React.FC<PageProps<CareerData>> = ({ data }) => {
  const built = useMemo(() => data.allOpenJob.nodes.map(vacancyFromOpenJob), [data]);
  return (
    <>
      <CareersHero targetId={OPENINGS_ID} words={sectionOf(data.pageCopy, "hero")} />
      <Openings id={OPENINGS_ID} built={built} />
    </>
  );
};

export default CareerPage;

export const query = graphql`
  query CareerOpenings {
    allOpenJob(sort: { jobId: ASC }) {
      nodes { jobId title location experience types details html source }
    }
    pageCopy(path: { eq: "/career" }) { ...PageCopy }
  }
`;

export const Head = ({ data, location }: HeadProps<CareerData>) => <PageSeo page={data.pageCopy} pathname={location.pathname} />;
