import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageSeo } from "../components/seo/PageSeo";
import { TermsContent } from "../components/terms/TermsContent";
import { sectionOf } from "../lib/page-copy";

/** /terms-and-conditions: data/terms.json's sections under data/pages.json's heading (issue 30). */
const TermsPage: React.FC<PageProps<Queries.TermsPageQuery>> = ({ data }) =>
  data.termsCopy ? (
    <TermsContent terms={data.termsCopy} heading={sectionOf(data.pageCopy, "hero").heading} email={data.siteFacts?.email ?? ""} />
  ) : null;

export default TermsPage;

export const query = graphql`
  query TermsPage {
    siteFacts { email }
    termsCopy { ...TermsContent }
    pageCopy(path: { eq: "/terms-and-conditions" }) { ...PageCopy }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.TermsPageQuery>) => <PageSeo page={data.pageCopy} pathname={location.pathname} />;
