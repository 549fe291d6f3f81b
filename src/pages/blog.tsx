import { withPrefix, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { BlogList } from "../components/blog/BlogList";
import { Seo } from "../components/seo/Seo";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import { earlyRequestScript, pageDataPreloads } from "../components/blog/early-request";
import { API_URL } from "../lib/api-base";

/**
 * /blog: the posts load at runtime from the API. The page's HTML asks for the first page itself
 * (early-request.ts); Apollo loads with the next page.
 */
const BlogPage: React.FC<PageProps> = () => (
  <>
    <PageIntro title="Blog">
      <p>Notes from the Selenova crew on marketing, design, data and AI.</p>
    </PageIntro>
    <Container>
      <BlogList />
    </Container>
  </>
);

export default BlogPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Blog" pathname={location.pathname} description="Notes from Selenova Digital on marketing, design, data and AI.">
    <script id="blog-early-request" dangerouslySetInnerHTML={{ __html: earlyRequestScript(API_URL, "list") }} />
    {pageDataPreloads("/blog").map(({ href }) => (
      <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={withPrefix(href)} />
    ))}
  </Seo>
);
