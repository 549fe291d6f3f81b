/** GET /blogs?page=N: a page of posts, newest first; [] past the last page (cached briefly, with an ETag). */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { jsonAnswer, sendAnswer } from "../http/caching";
import { BLOG_PAGE_SIZE } from "../../shared/blog";
import { postSchema, toPost } from "./blog-post";

/** Posts per page (the spec leaves it open; shared with the site's pre-rendered first page). */
export { BLOG_PAGE_SIZE };

export function blogsRoute(app: FastifyInstance, { store, publicUrl, answers }: ApiContext): void {
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
    async (request, reply) => {
      const { page } = request.query;
      const answer = await answers.get(`blogs?page=${page}`, async () =>
        jsonAnswer(reply.serialize((await store.blogs.page(page, BLOG_PAGE_SIZE)).map(shape))),
      );
      return sendAnswer(request, reply, answer);
    },
  );
}
