/** GET /blogs?page=N: a page of posts, newest first; [] past the last page. */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { postSchema, toPost } from "./blog-post";

/** Posts per page (the spec leaves it open). */
export const BLOG_PAGE_SIZE = 6;

export function blogsRoute(app: FastifyInstance, { store, publicUrl }: ApiContext): void {
  const shape = toPost(publicUrl);
  app.get<{ Querystring: { page: number } }>(
    "/blogs",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 } },
        },
        response: { 200: { type: "array", items: postSchema } },
      },
    },
    async (request) => (await store.blogs.page(request.query.page, BLOG_PAGE_SIZE)).map(shape),
  );
}
