/**
 * The posts as the build read them from the API's store (issue 29), for the pages that pre-render them
 * (`/blog/<url>`, `/blog`'s first page). The page shows them until the API answers, then the API's
 * newest state; what did not change keeps the build's form (its optimised image, its sanitised body),
 * so nothing is fetched or re-rendered for it.
 */
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { BlogPostData } from "../../lib/apollo/queries";
import { imageData } from "../../lib/image-data";

export interface BuiltImage {
  /** The image's name in the store (the last segment of the API's `/blog-images/<file>`). */
  file: string;
  data: IGatsbyImageData;
}

/** A post as the build has it: the API's fields, plus what the build prepared. */
export interface BuiltPost extends BlogPostData {
  /** The body sanitised at build time (the same allow-list), with lazy images: render as is. */
  bodyHtml: string;
  /** The card's excerpt of the body's text. */
  excerpt: string;
  image: string;
  built: BuiltImage | null;
}

/** What the list's cards need of a pre-rendered post. */
export const builtPostCardFragment = graphql`
  fragment BuiltPostCard on PublishedPost {
    postId
    url
    title
    html
    publishedAt
    excerpt
    image { base childImageSharp { gatsbyImageData(width: 640, layout: CONSTRAINED) } }
  }
`;

/** What a post's page needs of it. */
export const builtPostPageFragment = graphql`
  fragment BuiltPostPage on PublishedPost {
    postId
    url
    title
    html
    bodyHtml
    publishedAt
    updatedAt
    excerpt
    image { base childImageSharp { gatsbyImageData(width: 1200, layout: CONSTRAINED) } }
  }
`;

interface BuiltFields {
  readonly postId: number;
  readonly url: string;
  readonly title: string;
  readonly html: string;
  readonly publishedAt: string;
  readonly excerpt: string;
  readonly bodyHtml?: string;
  readonly image: { readonly base: string; readonly childImageSharp: { readonly gatsbyImageData: unknown } | null } | null;
}

/** The build's post in the API's shape (its `image` URL is unknown to the build: ""). */
export function builtPost(node: BuiltFields): BuiltPost {
  const data = imageData(node.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined);
  return {
    id: node.postId,
    url: node.url,
    title: node.title,
    blog: node.html,
    created_at: node.publishedAt,
    image: "",
    bodyHtml: node.bodyHtml ?? "",
    excerpt: node.excerpt,
    built: node.image && data ? { file: node.image.base, data } : null,
  };
}

/** The file an API image URL names (`…/blog-images/<file>`), or null. */
export function imageFileOf(url: string): string | null {
  const last = /\/([^/?#]+)(?:[?#].*)?$/.exec(url)?.[1];
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return null;
  }
}

/** The build's image for the API's post when it is still the same file, else null (show the API's). */
export function sameBuiltImage(post: Pick<BlogPostData, "image">, built: BuiltPost | undefined): IGatsbyImageData | null {
  if (!built?.built) return null;
  if (post.image === "") return built.built.data;
  return imageFileOf(post.image) === built.built.file ? built.built.data : null;
}
