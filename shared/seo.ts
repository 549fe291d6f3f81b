/**
 * A page's search and share texts (issue 30): how long staff may make a post's own SEO title and
 * description (the staff API's caps), and where a search engine cuts them in its results (the console's
 * SEO panel warns past these and cuts its preview there). Pure, so the API, the build and the console agree.
 */

/** The site's name, written after every page's title (gatsby-config.ts's siteMetadata.title, the console's SEO panel). */
export const SITE_NAME = "Selenova Digital";

/** Most characters a post's `seoTitle` may have (the staff API refuses more: 422). */
export const SEO_TITLE_MAX = 120;
/** Most characters a post's `seoDescription` may have (the staff API refuses more: 422). */
export const SEO_DESCRIPTION_MAX = 320;

/** About where a search result cuts a page's title, in characters. */
export const SEARCH_TITLE_LENGTH = 60;
/** About where a search result cuts a page's description, in characters. */
export const SEARCH_DESCRIPTION_LENGTH = 160;

/** The page's `<title>` as the site writes it (src/components/seo/Seo.tsx): the page's title, then the site's name. */
export const pageTitle = (title: string, siteName: string): string => (siteName ? `${title} | ${siteName}` : title);

/** A text cut to `limit` characters (code points), the ellipsis included, when it is longer. */
export function cutAt(text: string, limit: number): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  if (chars.length <= limit) return chars.join("");
  return `${chars.slice(0, limit - 1).join("").trimEnd()}…`;
}
