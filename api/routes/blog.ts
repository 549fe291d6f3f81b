/** GET /blog/:url: one post by its URL slug; 404 if there is none. */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { postSchema, toPost } from "./blog-post";
import { messageResponseSchema } from "./shared";

export function blogRoute(app: FastifyInstance, { store, publicUrl }: ApiContext): void {
  const shape = toPost(publicUrl);
  app.get<{ Params: { url: string } }>(
    "/blog/:url",
    { schema: { response: { 200: postSchema, 404: messageResponseSchema } } },
    async (request, reply) => {
      const record = await store.blogs.byUrl(request.params.url);
      if (record) return shape(record);
      return reply
        .code(404)
        .send({ statusCode: 404, error: "Not Found", message: "No blog post at this address" });
    },
  );
}
