import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { PageIntro } from "../components/ui/PageIntro";

const CareerPage: React.FC<PageProps> = () => <PageIntro title="Careers" />;

export default CareerPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Careers" pathname={location.pathname} description="Current openings at Selenova Digital in Pune and beyond." />
);
