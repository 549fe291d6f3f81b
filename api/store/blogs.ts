/** The blogs table. Images are stored as a file name; the public URL is added when read. */
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

const COLUMNS = "id, url, title, image_file AS imageFile, blog, created_at AS createdAt";

export function blogsTable(db: Db) {
  const insert = db.prepare<BlogInput>(
    `INSERT INTO blogs (url, title, image_file, blog, created_at)
     VALUES (@url, @title, @imageFile, @blog, @createdAt)`,
  );
  const page = db.prepare<{ limit: number; offset: number }, BlogRecord>(
    `SELECT ${COLUMNS} FROM blogs ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const byUrl = db.prepare<[string], BlogRecord>(`SELECT ${COLUMNS} FROM blogs WHERE url = ?`);
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM blogs");
  return {
    insert: (post: BlogInput): number => Number(insert.run(post).lastInsertRowid),
    /** Page n (from 1) of `size` posts, newest first; empty past the last page. */
    page: (n: number, size: number): BlogRecord[] =>
      page.all({ limit: size, offset: (n - 1) * size }),
    byUrl: (url: string): BlogRecord | undefined => byUrl.get(url),
    count: (): number => count.get()?.n ?? 0,
  };
}
