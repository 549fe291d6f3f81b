/**
 * Fields the build computes for the pre-rendered posts (issue 29), on top of what the store gave
 * (gatsby/schema/published.ts): the body sanitised with the site's allow-list (the browser's sanitiser
 * renders nothing without a DOM), its text, the card's excerpt and the meta description; and
 * `Query.blogFirstPage`, the posts `GET /blogs?page=1` lists (same order, same page size).
 */
import type { GatsbyNode } from "gatsby";
import { BLOG_PAGE_SIZE } from "../../shared/blog";
import { describe, excerpt } from "../../shared/excerpt";
import { htmlText, sanitizeBody } from "../sanitize-html";

interface PostSource {
  postId: number;
  html: string;
  publishedAt: string;
  seoDescription?: string | null;
}

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<PostSource> }>;
}

/** Newest first, as the API's list orders them: by publication time, then by id. */
export function newestFirst<T extends Pick<PostSource, "postId" | "publishedAt">>(posts: Iterable<T>): T[] {
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.postId - a.postId);
}

/** One post's text, computed once per build for each body (a post's fields read it three times). */
const texts = new Map<string, string>();
function textOf(html: string): string {
  let text = texts.get(html);
  if (text === undefined) {
    text = htmlText(html);
    texts.set(html, text);
  }
  return text;
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    PublishedPost: {
      bodyHtml: {
        type: "String!",
        description: "The body sanitised with the site's allow-list, its images lazy: safe to render as is.",
        resolve: (post: PostSource) => sanitizeBody(post.html),
      },
      excerpt: {
        type: "String!",
        description: "The list card's excerpt: the body's first 200 characters as text (spec §9).",
        resolve: (post: PostSource) => excerpt(textOf(post.html)),
      },
      description: {
        type: "String!",
        description: "The page's meta description: the post's own SEO description when set (issue 30), else the body's start as text, about 155 characters, cut at a word.",
        resolve: (post: PostSource) => post.seoDescription || describe(textOf(post.html)),
      },
    },
    Query: {
      blogFirstPage: {
        type: "[PublishedPost!]!",
        description: "The first page of /blog: the posts GET /blogs?page=1 lists, in its order.",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const { entries } = await context.nodeModel.findAll({ type: "PublishedPost" });
          return newestFirst(entries).slice(0, BLOG_PAGE_SIZE);
        },
      },
    },
  });
};
