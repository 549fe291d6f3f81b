import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby";
import React, { useMemo } from "react";
import { BlogList } from "../components/blog/BlogList";
import { builtPost } from "../components/blog/built-post";
import { PageSeo } from "../components/seo/PageSeo";
import { sectionOf } from "../lib/page-copy";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import { earlyRequestScript, pageDataPreloads } from "../components/blog/early-request";
import { API_URL } from "../lib/api-base";

/**
 * /blog: the HTML holds the first page of posts as the build read them from the store (issue 29); in
 * the browser the page still asks the API for page 1 (the request starts in the page's head) and shows
 * its newest state, and Apollo loads the next pages. A build without posts leaves the list to runtime.
 */
const BlogPage: React.FC<PageProps<Queries.BlogFirstPageQuery>> = ({ data }) => {
  const built = useMemo(() => data.blogFirstPage.map(builtPost), [data.blogFirstPage]);
  const hero = sectionOf(data.pageCopy, "hero");
  return (
    <>
      <PageIntro title={hero.heading}>
        <p>{hero.intro}</p>
      </PageIntro>
      <Container>
        <BlogList built={built} />
      </Container>
    </>
  );
};

export default BlogPage;

export const query = graphql`
  query BlogFirstPage {
    blogFirstPage { ...BuiltPostCard }
    pageCopy(path: { eq: "/blog" }) { ...PageCopy }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.BlogFirstPageQuery>) => (
  <PageSeo page={data.pageCopy} pathname={location.pathname}>
    <script
      id="blog-early-request"
      dangerouslySetInnerHTML={{ __html: earlyRequestScript(API_URL, "list", { preloadImage: data.blogFirstPage.length === 0 }) }}
    />
    {pageDataPreloads("/blog").map(({ href }) => (
      <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={withPrefix(href)} />
    ))}
  </PageSeo>
);
