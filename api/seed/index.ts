/**
 * Seeds jobs and blog posts into empty tables, and makes sure every post's image is in the files
 * table. Rows that exist are never touched, so the database stays the source of truth once the
 * agency edits it. The XSS-probe fixtures are added only when the caller asks (the tests' API).
 */
import fs from "node:fs";
import path from "node:path";
import { BLOG_IMAGES_DIR } from "../config";
import type { Store } from "../store";
import { seedBlogs } from "./blogs";
import { SEED_JOBS } from "./jobs";
import { TEST_FIXTURE_IMAGES_DIR, XSS_PROBE_JOB, XSS_PROBE_POST } from "./test-fixtures";

export interface SeedOptions {
  /** Add the XSS-probe opening and post (test servers only). */
  testFixtures?: boolean;
  /** Folders the posts' images are read from, first match wins. */
  imageDirs?: string[];
}

export async function seedIfEmpty(store: Store, options: SeedOptions = {}): Promise<void> {
  const jobs = options.testFixtures ? [...SEED_JOBS, XSS_PROBE_JOB] : SEED_JOBS;
  const posts = options.testFixtures ? [...seedBlogs(), XSS_PROBE_POST] : seedBlogs();
  await store.exclusive(async (tx) => {
    if ((await tx.jobs.count()) === 0) for (const job of jobs) await tx.jobs.insert(job);
    if ((await tx.blogs.count()) === 0) for (const post of posts) await tx.blogs.insert(post);
  });
  const dirs = options.imageDirs ?? [BLOG_IMAGES_DIR, ...(options.testFixtures ? [TEST_FIXTURE_IMAGES_DIR] : [])];
  await storeBlogImages(store, dirs);
}

/**
 * Copies into the files table each image a post names that is not there yet and that one of `dirs`
 * holds (the committed seed images, or a database made before images moved into it).
 */
export async function storeBlogImages(store: Store, dirs: string[]): Promise<number> {
  const stored = new Set(await store.files.names("blog-image"));
  const wanted = await store.db.selectFrom("blogs").select("image_file").distinct().execute();
  let added = 0;
  for (const { image_file: name } of wanted) {
    if (stored.has(name) || path.basename(name) !== name) continue;
    const file = dirs.map((dir) => path.join(dir, name)).find((candidate) => fs.existsSync(candidate));
    if (!file) continue;
    await store.files.put("blog-image", { name, contentType: "image/jpeg", bytes: fs.readFileSync(file) });
    added += 1;
  }
  return added;
}
