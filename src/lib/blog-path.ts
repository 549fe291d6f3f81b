/** Where a post lives on the site: /blog/<url> (spec §2; shared with the build's pages and feed). */
export { blogPostPath } from "../../shared/blog";

/**
 * The post's url from a /blog/<url> pathname (decoded, without a trailing slash), or "" when the path
 * holds none or cannot be decoded.
 */
export function postUrlFromPath(pathname: string): string {
  const match = /^\/blog\/(.+?)\/?$/.exec(pathname);
  if (!match) return "";
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return "";
  }
}
