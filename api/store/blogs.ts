/**
 * The blogs table as visitors see it: published posts only, from their publication time, newest
 * published first (staff see every post through api/staff/posts.ts). Images are stored as a name in
 * the files table; the public URL is added when read.
 */
import { countRows } from "./contacts";
import type { Db } from "./db";

export interface BlogInput {
  url: string;
  title: string;
  imageFile: string;
  blog: string;
  createdAt: string;
}

export interface BlogRecord extends BlogInput {
  id: number;
}

export function blogsTable(db: Db) {
  // A published post is dated by its publication time, which is what visitors read as its date.
  const select = () =>
    db
      .selectFrom("blogs")
      .select(["id", "url", "title", "image_file as imageFile", "blog", "published_at as createdAt"])
      .where("status", "=", "published")
      .where("published_at", "<=", new Date().toISOString())
      .$narrowType<{ createdAt: string }>();
  return {
    insert: async (post: BlogInput): Promise<number> => {
      const row = await db
        .insertInto("blogs")
        .values({
          url: post.url,
          title: post.title,
          image_file: post.imageFile,
          blog: post.blog,
          created_at: post.createdAt,
          published_at: post.createdAt,
          updated_at: post.createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Page n (from 1) of `size` posts, newest first; empty past the last page. */
    page: (n: number, size: number): Promise<BlogRecord[]> =>
      select()
        .orderBy("published_at", "desc")
        .orderBy("id", "desc")
        .limit(size)
        .offset((n - 1) * size)
        .execute(),
    byUrl: (url: string): Promise<BlogRecord | undefined> =>
      select().where("url", "=", url).executeTakeFirst(),
    /** Every post, drafts included (seeding checks for an empty table). */
    count: () => countRows(db, "blogs"),
  };
}
