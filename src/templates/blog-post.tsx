import { withPrefix, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { BlogPostScreen } from "../components/blog/BlogPostScreen";
import { earlyRequestScript, pageDataPreloads } from "../components/blog/early-request";
import { Seo } from "../components/seo/Seo";
import { API_URL } from "../lib/api-base";
import { postUrlFromPath } from "../lib/blog-path";

/**
 * /blog/__post, served for /blog/<url> addresses the build has no page for (an unknown post, or one
 * newer than the build): a client-only route; the post loads from the API at runtime. The page's HTML
 * starts that request itself (early-request.ts), and Apollo loads only when a later request needs it.
 * Its HTML says `noindex`: the posts search engines should read are the pre-rendered ones
 * (published-post.tsx); the site server answers these addresses with 404.
 */
const BlogPostPage: React.FC<PageProps> = ({ location }) => <BlogPostScreen url={postUrlFromPath(location.pathname)} />;

export default BlogPostPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Blog post" pathname={location.pathname} type="article" noindex description="A post from the Selenova Digital blog on marketing, design, data and AI.">
    <script id="blog-early-request" dangerouslySetInnerHTML={{ __html: earlyRequestScript(API_URL, "post") }} />
    {pageDataPreloads("/blog/__post").map(({ href }) => (
      <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={withPrefix(href)} />
    ))}
  </Seo>
);
