/** GET /blogs?page=N and GET /blog/:url: posts newest first, images as absolute API URLs. */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import type { BlogRecord } from "../store/blogs";

/** Posts per page of GET /blogs (the spec leaves it open). */
export const BLOG_PAGE_SIZE = 6;

const postSchema = {
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

const notFound = { statusCode: 404, error: "Not Found", message: "No blog post at this address" };

export function blogRoutes(app: FastifyInstance, { store, publicUrl }: ApiContext): void {
  const toPost = (record: BlogRecord) => ({
    id: record.id,
    title: record.title,
    url: record.url,
    image: `${publicUrl}/blog-images/${encodeURIComponent(record.imageFile)}`,
    blog: record.blog,
    created_at: record.createdAt,
  });

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
    async (request) => store.blogs.page(request.query.page, BLOG_PAGE_SIZE).map(toPost),
  );

  app.get<{ Params: { url: string } }>(
    "/blog/:url",
    { schema: { response: { 200: postSchema } } },
    async (request, reply) => {
      const record = store.blogs.byUrl(request.params.url);
      return record ? toPost(record) : reply.code(404).send(notFound);
    },
  );
}
