/**
 * The blog's RSS 2.0 feed at /rss.xml (issue 29), written by gatsby-plugin-feed (gatsby-config.ts) from
 * the posts the build read from the store: the FEED_SIZE newest, each with its title, absolute link,
 * publication date and description (the page's own meta description). The `rss` package writes each
 * item's `<guid isPermaLink="true">` from its link.
 */
import { FEED_SIZE, blogPostPath } from "../shared/blog";

export const FEED_OUTPUT = "/rss.xml";
export const FEED_TITLE = "Selenova Digital blog";

/** The posts the feed lists: newest first, as `/blogs` orders them. */
export const FEED_QUERY = `
  query PostsFeed {
    allPublishedPost(sort: [{ publishedAt: DESC }, { postId: DESC }], limit: ${FEED_SIZE}) {
      nodes { postId url title description publishedAt }
    }
  }
`;

export interface FeedPost {
  postId: number;
  url: string;
  title: string;
  description: string;
  publishedAt: string;
}

/** An item as the `rss` package takes it (its `itemOptions`). */
export interface FeedItem {
  title: string;
  description: string;
  url: string;
  date: string;
}

/** The feed's items: at most FEED_SIZE, newest first, links absolute on the site's URL. */
export function feedItems(siteUrl: string, posts: readonly FeedPost[]): FeedItem[] {
  const base = siteUrl.replace(/\/+$/, "");
  return [...posts]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.postId - a.postId)
    .slice(0, FEED_SIZE)
    .map((post) => ({ title: post.title, description: post.description, url: `${base}${blogPostPath(post.url)}`, date: post.publishedAt }));
}

interface FeedLocals {
  query: { site: { siteMetadata: { siteUrl: string } }; allPublishedPost: { nodes: FeedPost[] } };
}

/** gatsby-plugin-feed's options: one feed, linked from `/blog` and every post page. */
export function feedOptions(siteUrl: string) {
  return {
    feeds: [
      {
        output: FEED_OUTPUT,
        title: FEED_TITLE,
        description: "Notes from Selenova Digital on marketing, design, data and AI.",
        feed_url: `${siteUrl}${FEED_OUTPUT}`,
        language: "en-IN",
        // The <link rel="alternate"> goes on the blog's pages only.
        match: "^/blog(/|$)",
        query: FEED_QUERY,
        serialize: ({ query }: FeedLocals): FeedItem[] => feedItems(query.site.siteMetadata.siteUrl, query.allPublishedPost.nodes),
      },
    ],
  };
}
