import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { BlogPostScreen } from "../components/blog/BlogPostScreen";
import { builtPost } from "../components/blog/built-post";
import { earlyRequestScript } from "../components/blog/early-request";
import { Seo, shareImageSrc } from "../components/seo/Seo";
import { API_URL } from "../lib/api-base";
import { blogPostPath } from "../lib/blog-path";
import { blogPostingLd } from "../lib/blog-posting";

/** The share image's size (Seo's ShareImage fragment: 1200×630, the size link previews show large). */
const SHARE_IMAGE = { width: 1200, height: 630 };

/**
 * /blog/<url> for a post the build read from the store (gatsby/post-pages.ts): its HTML holds the whole
 * post; in the browser the page still asks the API for it (the request starts in the page's head) and
 * shows its newest state. Posts the build does not have use the client-only `blog-post.tsx`.
 */
const PublishedPostTemplate: React.FC<PageProps<Queries.PublishedPostTemplateQuery>> = ({ data }) =>
  data.publishedPost ? <BlogPostScreen url={data.publishedPost.url} built={builtPost(data.publishedPost)} ownTitle={data.publishedPost.seoTitle} /> : null;

export default PublishedPostTemplate;

export const query = graphql`
  query PublishedPostTemplate($id: String!) {
    publishedPost(id: { eq: $id }) {
      ...BuiltPostPage
      description
      seoTitle
      shareImage: image { ...ShareImage }
    }
  }
`;

export const Head = ({ data }: HeadProps<Queries.PublishedPostTemplateQuery>) => {
  const post = data.publishedPost;
  if (!post) return null;
  const image = shareImageSrc(post.shareImage);
  return (
    <Seo
      title={post.seoTitle || post.title}
      description={post.description}
      pathname={blogPostPath(post.url)}
      image={image}
      type="article"
      structuredData={(page) =>
        blogPostingLd(
          { title: post.title, description: post.description, publishedAt: post.publishedAt, updatedAt: post.updatedAt, image: image ? SHARE_IMAGE : null },
          page,
        )
      }
    >
      <script id="blog-early-request" dangerouslySetInnerHTML={{ __html: earlyRequestScript(API_URL, "post", { preloadImage: false }) }} />
    </Seo>
  );
};
