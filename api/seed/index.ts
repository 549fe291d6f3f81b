/**
 * Seeds jobs and blog posts into empty tables. Rows that exist are never touched, so the database
 * stays the source of truth once the agency edits it; delete the database file to reseed.
 */
import type { Store } from "../store";
import { SEED_BLOGS } from "./blogs";
import { SEED_JOBS } from "./jobs";

export function seedIfEmpty(store: Store): void {
  store.db.transaction(() => {
    if (store.jobs.count() === 0) SEED_JOBS.forEach((job) => store.jobs.insert(job));
    if (store.blogs.count() === 0) SEED_BLOGS.forEach((post) => store.blogs.insert(post));
  })();
}
