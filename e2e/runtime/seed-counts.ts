/**
 * What the e2e API holds, from the same files it seeds from: the site's posts and openings, plus the one
 * probe post and opening that only a test API seeds (API_SEED_TEST_FIXTURES). Counts come from here, so
 * a content edit never breaks a test.
 */
import { BLOG_PAGE_SIZE } from "../../api/routes/blogs";
import { SEED_JOBS } from "../../api/seed/jobs";
import { readSeedPosts } from "../../api/seed/blogs";

export const POST_COUNT = readSeedPosts().length + 1;
export const OPENING_COUNT = SEED_JOBS.length + 1;
export { BLOG_PAGE_SIZE };

/** How many cards the list shows after each further page, up to all of them (6, 12, … POST_COUNT). */
export const cardsAfterEachPage = (): number[] =>
  Array.from({ length: Math.ceil(POST_COUNT / BLOG_PAGE_SIZE) }, (_, page) => Math.min((page + 1) * BLOG_PAGE_SIZE, POST_COUNT));
