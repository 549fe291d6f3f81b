/**
 * What the site build read from the store (gatsby/source-published.ts writes it to
 * `.cache/published/published.json`): the posts it pre-rendered, newest first. The e2e API serves the
 * same seeded posts (same urls) plus the XSS-probe post, which the build never has.
 */
import fs from "node:fs";
import path from "node:path";
import { BLOG_PAGE_SIZE, FEED_SIZE } from "../../shared/blog";
import type { OpenJobEntry, PublishedFile, PublishedPostEntry } from "../../shared/published";

export type BuiltPost = PublishedPostEntry;
export type BuiltJob = OpenJobEntry;

const FILE = path.join(process.cwd(), ".cache", "published", "published.json");

export function readBuilt(): PublishedFile {
  if (!fs.existsSync(FILE)) throw new Error(`${FILE} is missing: build the site first (its build reads the posts from the store)`);
  return JSON.parse(fs.readFileSync(FILE, "utf8")) as PublishedFile;
}

export const BUILT_POSTS = readBuilt().posts;
export const BUILT_JOBS = readBuilt().jobs;
export { BLOG_PAGE_SIZE, FEED_SIZE };

/** A post's address on the site. */
export const postPath = (post: Pick<BuiltPost, "url">): string => `/blog/${encodeURIComponent(post.url)}`;

/** The headings of a post's body (what a reader sees of it without the rest). */
export const bodyHeadings = (html: string): string[] => Array.from(html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g), (m) => m[1].replace(/<[^>]+>/g, "").trim());
