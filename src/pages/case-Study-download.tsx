import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { PageIntro } from "../components/ui/PageIntro";

const CaseStudyDownloadPage: React.FC<PageProps> = () => <PageIntro title="Case studies" />;

export default CaseStudyDownloadPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Case studies" pathname={location.pathname} description="Download Selenova Digital's case studies as PDFs and watch our reels." />
);
