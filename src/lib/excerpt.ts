/** Length of a blog card's excerpt, in characters (spec §9). */
export const BLOG_EXCERPT_LENGTH = 200;

/**
 * The first `limit` characters of a text, with whitespace runs collapsed, and an ellipsis when it was
 * cut. Characters are code points, so an emoji or accented letter is never split in half.
 */
export function excerpt(text: string, limit: number = BLOG_EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  return `${chars.slice(0, limit).join("").trimEnd()}…`;
}
