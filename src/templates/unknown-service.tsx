import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { useNotFoundReport } from "../lib/not-found/report";

/** An unknown serviceType gives an empty page inside the layout (spec §2); its address is reported (issue 30). */
const UnknownServicePage: React.FC<PageProps> = ({ location }) => {
  useNotFoundReport(location.pathname);
  return (
    <div data-testid="empty-service">
      <h1 className="visually-hidden">Service not found</h1>
    </div>
  );
};

export default UnknownServicePage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Services" pathname={location.pathname} noindex />
);
