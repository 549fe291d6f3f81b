import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { TermsContent } from "../components/terms/TermsContent";

const TermsPage: React.FC<PageProps<Queries.TermsPageQuery>> = ({ data }) => (
  <TermsContent email={data.siteFacts?.email ?? ""} />
);

export default TermsPage;

export const query = graphql`
  query TermsPage {
    siteFacts { email }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Terms and Conditions" pathname={location.pathname} description="The terms for using the Selenova Digital website." />
);
