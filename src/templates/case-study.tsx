import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { CaseStudyHero } from "../components/case-study/CaseStudyHero";
import { Seo } from "../components/seo/Seo";

/** /CaseStudy/<id>: holds the page query and hands the data to the display components. */
const CaseStudyTemplate: React.FC<PageProps<Queries.CaseStudyPageQuery>> = ({ data }) =>
  data.caseStudy ? <CaseStudyHero caseStudy={data.caseStudy} /> : null;

export default CaseStudyTemplate;

export const query = graphql`
  query CaseStudyPage($caseId: Int!) {
    caseStudy(caseId: { eq: $caseId }) {
      ...CaseStudyHero
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.CaseStudyPageQuery>) => (
  <Seo title={data.caseStudy?.title ?? "Case study"} description={data.caseStudy?.subtitle} pathname={location.pathname} />
);
