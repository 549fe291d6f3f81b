import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { PageIntro } from "../components/ui/PageIntro";

const TermsPage: React.FC<PageProps> = () => <PageIntro title="Terms and Conditions" />;

export default TermsPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Terms and Conditions" pathname={location.pathname} description="The terms for using the Selenova Digital website." />
);
