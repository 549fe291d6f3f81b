/**
 * 0019_post_former_urls (issue 30): a post's former addresses. When staff change a post's `url`, its old
 * url is kept here, pointing at the post (not at its new url, so a post moved twice never makes a chain):
 * `GET /blog-moved/:url` answers the post's url now (the browser's post page follows it at once), and the
 * build writes each as a 301 from `/blog/<old>` to `/blog/<new>` (gatsby/redirects-output.ts). A post
 * (new or moved) that takes an address drops it from here: the address has a page again.
 */
import { sql, type Kysely, type Migration } from "kysely";
import type { Db } from "./db";

export interface PostFormerUrlsTable {
  /** The old url (the address's last segment, as the post's `url` was). */
  url: string;
  post_id: number;
  changed_at: string;
}

/** Add this to the store's Database interface. */
export interface PostFormerUrlTables {
  post_former_urls: PostFormerUrlsTable;
}

export const postFormerUrlsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("post_former_urls")
      .addColumn("url", "text", (c) => c.primaryKey())
      .addColumn("post_id", "integer", (c) => c.notNull())
      .addColumn("changed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("post_former_urls_by_post").on("post_former_urls").column("post_id").execute();
  },
};

/** In the save's transaction: the post now at `url` (was at `previous`, null for a new post). */
export async function recordPostUrl(db: Db, postId: number, url: string, previous: string | null, at: string): Promise<void> {
  await db.deleteFrom("post_former_urls").where("url", "=", url).execute();
  if (previous === null || previous === url) return;
  await db
    .insertInto("post_former_urls")
    .values({ url: previous, post_id: postId, changed_at: at })
    .onConflict((oc) => oc.column("url").doUpdateSet({ post_id: postId, changed_at: at }))
    .execute();
}

/** Former url → the url now, of posts visitors can see at `at` (published, their time come). */
export async function movedPosts(db: Db, at: Date, formerUrl?: string): Promise<{ from: string; to: string }[]> {
  let query = db
    .selectFrom("post_former_urls")
    .innerJoin("blogs", "blogs.id", "post_former_urls.post_id")
    .select(["post_former_urls.url as from", "blogs.url as to"])
    .where("blogs.status", "=", "published")
    .where("blogs.published_at", "<=", at.toISOString())
    .where(sql<boolean>`blogs.url <> post_former_urls.url`);
  if (formerUrl !== undefined) query = query.where("post_former_urls.url", "=", formerUrl);
  return query.orderBy("post_former_urls.url").execute();
}
