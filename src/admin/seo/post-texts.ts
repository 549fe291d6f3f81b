/**
 * A post's search and share texts as its pre-rendered page writes them (issue 30; src/templates/published-post.tsx,
 * gatsby/schema/post-fields.ts): its own SEO title and description when set, else its title and the start of its
 * text (about 155 characters, cut at a word, as the build's `describe`).
 */
import { describe } from "../../../shared/excerpt";
import { blogPostPath } from "../../../shared/blog";
import type { SeoTexts } from "./texts";

/** The body's text, its blocks apart (as the build's htmlText reads it). */
export function bodyText(html: string): string {
  if (!html) return "";
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|pre|figcaption)>|<br\s*\/?>/gi, "$& ");
  return new DOMParser().parseFromString(spaced, "text/html").body.textContent ?? "";
}

/** A slug from a title, as the staff API makes one for a post saved without a url (api/staff/post-fields.ts). */
export const slugOf = (title: string): string =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export interface PostValues {
  title?: unknown;
  url?: unknown;
  blog?: unknown;
  image?: unknown;
  seoTitle?: unknown;
  seoDescription?: unknown;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** What the post's page would show: the SEO texts, or the title and the text's start. */
export function postSeoTexts(values: PostValues): SeoTexts & { fallbackTitle: string; fallbackDescription: string } {
  const fallbackTitle = str(values.title).trim();
  const fallbackDescription = describe(bodyText(str(values.blog)));
  const url = str(values.url).trim() || slugOf(fallbackTitle);
  return {
    title: str(values.seoTitle).trim() || fallbackTitle,
    description: str(values.seoDescription).trim() || fallbackDescription,
    path: blogPostPath(url),
    image: str(values.image) || null,
    fallbackTitle,
    fallbackDescription,
  };
}
