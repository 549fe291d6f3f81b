import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { BlogPostScreen } from "../components/blog/BlogPostScreen";
import { Seo } from "../components/seo/Seo";
import { RuntimeApollo } from "../lib/apollo/RuntimeApollo";
import { postUrlFromPath } from "../lib/blog-path";

/** /blog/<url>: a client-only route; the post loads from the API at runtime with this page's own Apollo provider. */
const BlogPostPage: React.FC<PageProps> = ({ location }) => (
  <RuntimeApollo>
    <BlogPostScreen url={postUrlFromPath(location.pathname)} />
  </RuntimeApollo>
);

export default BlogPostPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Blog post" pathname={location.pathname} type="article" description="A post from the Selenova Digital blog on marketing, design, data and AI." />
);
