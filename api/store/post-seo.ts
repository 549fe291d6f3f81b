/**
 * 0020_post_seo (issue 30): a post's own search and share texts, `seo_title` and `seo_description`
 * (nullable text on both engines; null: not set, so the page uses the post's title and the start of its
 * text, as before). Existing posts keep none.
 */
import type { Kysely, Migration } from "kysely";

export interface PostSeoColumns {
  seo_title: string | null;
  seo_description: string | null;
}

export const postSeoMigration: Migration = {
  // Migrations see the database as it was then, not as the Database interface says it is now.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable("blogs").addColumn("seo_title", "text").execute();
    await db.schema.alterTable("blogs").addColumn("seo_description", "text").execute();
  },
};
