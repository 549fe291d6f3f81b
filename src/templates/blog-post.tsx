import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { PageIntro } from "../components/ui/PageIntro";

/** /blog/<url>: a client-only route; the post loads from the API at runtime. */
const BlogPostPage: React.FC<PageProps> = () => <PageIntro title="Blog post" />;

export default BlogPostPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Blog" pathname={location.pathname} description="A post from the Selenova Digital blog." />
);
