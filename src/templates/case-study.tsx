import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { CaseStudyPage } from "../components/case-study/CaseStudyPage";
import { Seo } from "../components/seo/Seo";

/** /CaseStudy/<id>: holds the page query and hands the data to the display component. */
const CaseStudyTemplate: React.FC<PageProps<Queries.CaseStudyTemplateQuery>> = ({ data }) =>
  data.caseStudy ? <CaseStudyPage caseStudy={data.caseStudy} /> : null;

export default CaseStudyTemplate;

export const query = graphql`
  query CaseStudyTemplate($caseId: Int!) {
    caseStudy(caseId: { eq: $caseId }) {
      ...CaseStudyPage
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.CaseStudyTemplateQuery>) => (
  <Seo
    title={data.caseStudy?.title ?? "Case study"}
    description={data.caseStudy?.mobiledesc ?? undefined}
    pathname={location.pathname}
  />
);
