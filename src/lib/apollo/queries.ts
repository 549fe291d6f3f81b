/** The REST calls the pages make, written as GraphQL for apollo-link-rest (spec §7). */
import { gql, type TypedDocumentNode } from "@apollo/client";

/** GET /jobVacancies, whole: the careers page checks its shape itself (parseJobVacancies). */
export const JOB_VACANCIES_QUERY: TypedDocumentNode<{ jobVacancies: unknown }, Record<string, never>> = gql`
  query RuntimeJobVacancies {
    jobVacancies @rest(type: "JobVacancies", path: "/jobVacancies") {
      status
      data
    }
  }
`;

export interface BlogSummary {
  id: number;
  title: string;
  url: string;
  image: string;
  blog: string;
}

/** GET /blogs?page=N; the cache merges the pages into one list, and a non-array body is an error (client.ts). */
export const BLOG_PAGE_QUERY: TypedDocumentNode<{ blogs: BlogSummary[] }, { page: number }> = gql`
  query RuntimeBlogPage($page: Int!) {
    blogs(page: $page) @rest(type: "BlogPost", endpoint: "blogList", path: "/blogs?page={args.page}") {
      id
      title
      url
      image
      blog
    }
  }
`;

export interface BlogPostData extends BlogSummary {
  created_at: string;
}

/** GET /blog/<url>; apollo-link-rest turns a 404 into null. `url` must already be URI-encoded. */
export const BLOG_POST_QUERY: TypedDocumentNode<{ post: BlogPostData | null }, { url: string }> = gql`
  query RuntimeBlogPost($url: String!) {
    post(url: $url) @rest(type: "BlogPost", path: "/blog/{args.url}") {
      id
      title
      url
      image
      blog
      created_at
    }
  }
`;
