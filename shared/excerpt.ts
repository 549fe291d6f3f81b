/**
 * Short texts cut from a post's text: the list card's excerpt (spec §9, 200 characters) and the page's
 * meta description (about 155 characters, cut at a word). Pure, so the site, the build (meta, feed) and
 * the tests use the same cut.
 */

/** Length of a blog card's excerpt, in characters (spec §9). */
export const BLOG_EXCERPT_LENGTH = 200;

/** Most characters of a meta description before it is cut (search results show about this many). */
export const DESCRIPTION_LENGTH = 155;

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

/**
 * The first `limit` characters of a text, with whitespace runs collapsed, and an ellipsis when it was
 * cut. Characters are code points, so an emoji or accented letter is never split in half.
 */
export function excerpt(text: string, limit: number = BLOG_EXCERPT_LENGTH): string {
  const clean = collapse(text);
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  return `${chars.slice(0, limit).join("").trimEnd()}…`;
}

/**
 * A description of at most `limit` characters (the ellipsis included) from a text: whitespace collapsed,
 * and when the text is longer, cut after the last whole word that fits, without trailing punctuation
 * before the ellipsis. A first word longer than the limit is cut inside it (code points, as `excerpt`).
 */
export function describe(text: string, limit: number = DESCRIPTION_LENGTH): string {
  const clean = collapse(text);
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  const max = limit - 1; // the text before the ellipsis
  const lastSpace = chars.slice(0, max).lastIndexOf(" ");
  const end = chars[max] === " " ? max : lastSpace > 0 ? lastSpace : max;
  const kept = chars.slice(0, end).join("").replace(/[\s,;:.!?\u2013\u2014-]+$/u, "");
  return `${kept}…`;
}
