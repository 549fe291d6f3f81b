import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LostInSpace } from "../components/not-found/LostInSpace";
import { PageSeo } from "../components/seo/PageSeo";
import { useNotFoundReport } from "../lib/not-found/report";

/** The not-found page; the address asked for is reported once the page is idle (issue 30). */
const NotFoundPage: React.FC<PageProps> = ({ location }) => {
  useNotFoundReport(location.pathname);
  return <LostInSpace />;
};

export default NotFoundPage;

export const query = graphql`
  query NotFoundPage {
    pageCopy(path: { eq: "/404" }) { ...PageCopy }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.NotFoundPageQuery>) => (
  <PageSeo page={data.pageCopy} pathname={location.pathname} noindex />
);
