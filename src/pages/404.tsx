import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { LostInSpace } from "../components/not-found/LostInSpace";
import { Seo } from "../components/seo/Seo";
import { useNotFoundReport } from "../lib/not-found/report";

/** The not-found page; the address asked for is reported once the page is idle (issue 30). */
const NotFoundPage: React.FC<PageProps> = ({ location }) => {
  useNotFoundReport(location.pathname);
  return <LostInSpace />;
};

export default NotFoundPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page not found" pathname={location.pathname} noindex />
);
