import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { PageIntro } from "../components/ui/PageIntro";

const BlogPage: React.FC<PageProps> = () => <PageIntro title="Blog" />;

export default BlogPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Blog" pathname={location.pathname} description="Notes from Selenova Digital on marketing, design, data and AI." />
);
