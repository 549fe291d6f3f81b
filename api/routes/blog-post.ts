/** The post shape of GET /blogs and GET /blog/:url: the image as an absolute URL on the API. */
import type { BlogRecord } from "../store/blogs";

export const postSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    url: { type: "string" },
    image: { type: "string" },
    blog: { type: "string" },
    created_at: { type: "string" },
  },
} as const;

export const toPost = (publicUrl: string) => (record: BlogRecord) => ({
  id: record.id,
  title: record.title,
  url: record.url,
  image: `${publicUrl}/blog-images/${encodeURIComponent(record.imageFile)}`,
  blog: record.blog,
  created_at: record.createdAt,
});
