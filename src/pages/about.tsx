import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { PageIntro } from "../components/ui/PageIntro";

const AboutPage: React.FC<PageProps> = () => <PageIntro title="About us" />;

export default AboutPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="About us" pathname={location.pathname} description="The story of Selenova Digital, a Pune agency reaching for the moon since 2018." />
);
