/**
 * The blog specs' view of the seed posts the e2e API serves (api/seed/posts.json) and of the list's cards
 * (blog.spec.ts, blog-post.spec.ts).
 */
import type { Page } from "@playwright/test";
import { readSeedPosts } from "../../api/seed/blogs";

/** The seed posts (api/seed/posts.json) the e2e API serves, newest and oldest by date. */
export const SEED_POSTS = [...readSeedPosts()].sort((a, b) => b.date.localeCompare(a.date));
export const NEWEST_SEED = SEED_POSTS[0];
export const OLDEST_SEED = SEED_POSTS[SEED_POSTS.length - 1];

/** A YYYY-MM-DD day as the post page writes it ("October 14, 2025"). */
export const longDate = (day: string): string =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

export const cards = (page: Page) => page.getByRole("list", { name: "Posts" }).getByRole("listitem");
