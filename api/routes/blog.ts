/** GET /blog/:url: one post by its URL slug; 404 if there is none (either cached briefly, with an ETag). */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { jsonAnswer, sendAnswer } from "../http/caching";
import { postSchema, toPost } from "./blog-post";
import { messageResponseSchema } from "./shared";

export function blogRoute(app: FastifyInstance, { store, publicUrl, answers }: ApiContext): void {
  const shape = toPost(publicUrl);
  app.get<{ Params: { url: string } }>(
    "/blog/:url",
    { schema: { response: { 200: postSchema, 404: messageResponseSchema } } },
    async (request, reply) => {
      const { url } = request.params;
      const answer = await answers.get(`blog/${url}`, async () => {
        const record = await store.blogs.byUrl(url);
        if (record) return jsonAnswer(reply.serialize(shape(record)));
        return jsonAnswer(JSON.stringify({ statusCode: 404, error: "Not Found", message: "No blog post at this address" }), 404);
      });
      return sendAnswer(request, reply, answer);
    },
  );
}
