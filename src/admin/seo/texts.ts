/**
 * What the SEO panel shows and says (issue 30), pure: the search result's and the social card's texts as
 * the site would write them, cut where a search engine cuts them, and the warnings in words under the
 * SEO title and description fields. A warning never blocks a save.
 */
import { SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH, SITE_NAME, cutAt, pageTitle } from "../../../shared/seo";

export { SITE_NAME };

export interface SeoTexts {
  /** The page's own title (without the site's name); "" when it has none. */
  title: string;
  description: string;
  /** The page's address on the site, e.g. `/about` or `/blog/moon-notes`. */
  path: string;
  /** The share image's URL, or null for the site's default one. */
  image: string | null;
}

const length = (text: string) => Array.from(text.trim()).length;

/** The search result: the `<title>` with the site's name, cut at about 60; the description cut at about 160. */
export function searchResult({ title, description }: SeoTexts) {
  return {
    title: title.trim() ? cutAt(pageTitle(title.trim(), SITE_NAME), SEARCH_TITLE_LENGTH) : SITE_NAME,
    description: cutAt(description, SEARCH_DESCRIPTION_LENGTH),
  };
}

/** What the page uses when its own SEO text is empty (a post's title, the start of its text). */
export interface Fallback {
  /** Words naming it: "the post's title". */
  name: string;
  text: string;
}

const tooLong = (n: number, limit: number) => `${n} characters, and search results show about ${limit}: the end will be cut off.`;

function warning(kind: "title" | "description", text: string, limit: number, fallback?: Fallback): string | null {
  const n = length(text);
  if (n > limit) return `Too long: ${tooLong(n, limit)}`;
  if (n > 0) return null;
  const missing = `No SEO ${kind}`;
  if (!fallback || !fallback.text.trim()) {
    return kind === "title"
      ? `${missing}: search engines will make up a title for this page. Add one.`
      : `${missing}: search engines will pick words from the page themselves. Add one.`;
  }
  const used = length(fallback.text);
  return `${missing}: search results and shares show ${fallback.name}${used > limit ? `, ${tooLong(used, limit)}` : "."}`;
}

/** The warning under the SEO title field, or null when it fits. */
export const titleWarning = (title: string, fallback?: Fallback) => warning("title", title, SEARCH_TITLE_LENGTH, fallback);

/** The warning under the SEO description field, or null when it fits. */
export const descriptionWarning = (description: string, fallback?: Fallback) => warning("description", description, SEARCH_DESCRIPTION_LENGTH, fallback);

/** The page's full address on the site the console runs on (the console is served by the site). */
export function pageAddress(path: string): string {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return `${origin}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
}
