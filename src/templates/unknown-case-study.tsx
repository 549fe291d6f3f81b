import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { ButtonLink } from "../components/ui/Button";
import { PageIntro } from "../components/ui/PageIntro";
import { useNotFoundReport } from "../lib/not-found/report";

/** Any /CaseStudy/<id> that was not generated from the data: the spec's 'Product Not Found' (reported, issue 30). */
const UnknownCaseStudyPage: React.FC<PageProps> = ({ location }) => {
  useNotFoundReport(location.pathname);
  return (
    <PageIntro title="Product Not Found">
      <p>We couldn&apos;t find that case study. It may have moved to another orbit.</p>
      <ButtonLink to="/case-Study-download">See all case studies</ButtonLink>
    </PageIntro>
  );
};

export default UnknownCaseStudyPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Product Not Found" pathname={location.pathname} noindex />
);
