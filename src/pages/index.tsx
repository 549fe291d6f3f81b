import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CaseStudyHero } from "../components/case-study/CaseStudyHero";
import { Seo } from "../components/seo/Seo";

const HomePage: React.FC<PageProps<Queries.HomePageQuery>> = ({ data }) => {
  const first = data.allCaseStudy.nodes[0];
  return first ? <CaseStudyHero caseStudy={first} /> : null;
};

export default HomePage;

export const query = graphql`
  query HomePage {
    allCaseStudy(sort: { caseId: ASC }, limit: 1) { nodes { ...CaseStudyHero } }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Digital agency in Pune" pathname={location.pathname} />
);
