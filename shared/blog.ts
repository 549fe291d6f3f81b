/**
 * The blog's constants that the API (`GET /blogs`), the build (the posts' pages, `/blog`'s first page,
 * the feed and the sitemap) and the site share.
 */

/** Posts per page of `GET /blogs?page=N` (the spec leaves it open), and so of `/blog`'s first page. */
export const BLOG_PAGE_SIZE = 6;

/** How many posts the feed (`/rss.xml`) lists, newest first (issue 29). */
export const FEED_SIZE = 20;

/** Where a post lives on the site: /blog/<url> (spec §2), the url as one path segment. */
export function blogPostPath(url: string): string {
  return `/blog/${encodeURIComponent(url)}`;
}
