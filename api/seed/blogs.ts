/**
 * The seed blog posts, read from posts.json (data, like the site's data/ folder). A broken entry
 * stops the API at start with the file, the entry, the field and what to fix.
 */
import fs from "node:fs";
import path from "node:path";
import type { BlogInput } from "../store/blogs";
import { toBlog, type PostSeed, type PostSection } from "./post";

export const POSTS_FILE = path.join(__dirname, "posts.json");

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Problem = (where: string, fix: string) => never;

function text(value: unknown, where: string, fail: Problem, pattern?: RegExp, fix = "a non-empty string"): string {
  if (typeof value !== "string" || value.trim() === "" || (pattern && !pattern.test(value))) fail(where, fix);
  return value as string;
}

function section(value: unknown, where: string, fail: Problem): PostSection {
  if (typeof value !== "object" || value === null) fail(where, "an object with heading and text or items");
  const raw = value as Record<string, unknown>;
  const out: PostSection = { heading: text(raw.heading, `${where}.heading`, fail) };
  if (raw.text !== undefined) out.text = text(raw.text, `${where}.text`, fail);
  if (raw.items !== undefined) {
    if (!Array.isArray(raw.items) || raw.items.length === 0) fail(`${where}.items`, "a non-empty list of strings");
    out.items = (raw.items as unknown[]).map((item, i) => text(item, `${where}.items[${i}]`, fail));
  }
  if (out.text === undefined && out.items === undefined) fail(where, "a section with text, items or both");
  return out;
}

/** Parses and checks posts.json; throws naming the file, the entry and the field. */
export function parsePosts(json: string, file = POSTS_FILE): PostSeed[] {
  const name = path.relative(process.cwd(), file) || file;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`${name}: not valid JSON (${(error as Error).message})`);
  }
  const list = (parsed as { posts?: unknown } | null)?.posts;
  if (!Array.isArray(list)) throw new Error(`${name}: expected {"posts": [...]}`);
  const seen = new Set<string>();
  return list.map((entry: unknown, index) => {
    const label = `${name}: posts[${index}]`;
    const fail: Problem = (where, fix) => {
      throw new Error(`${label}: "${where}" must be ${fix}`);
    };
    if (typeof entry !== "object" || entry === null) fail("(entry)", "an object");
    const raw = entry as Record<string, unknown>;
    const url = text(raw.url, "url", fail, SLUG, "a URL slug of lowercase letters, digits and hyphens");
    if (seen.has(url)) fail("url", `unique (another post already uses "${url}")`);
    seen.add(url);
    if (!Array.isArray(raw.sections) || raw.sections.length === 0) fail("sections", "a non-empty list");
    return {
      url,
      title: text(raw.title, "title", fail),
      date: text(raw.date, "date", fail, DATE, "a day written YYYY-MM-DD"),
      intro: text(raw.intro, "intro", fail),
      sections: (raw.sections as unknown[]).map((s, i) => section(s, `sections[${i}]`, fail)),
    };
  });
}

export const readSeedPosts = (file = POSTS_FILE): PostSeed[] => parsePosts(fs.readFileSync(file, "utf8"), file);

export const seedBlogs = (file = POSTS_FILE): BlogInput[] => readSeedPosts(file).map(toBlog);
