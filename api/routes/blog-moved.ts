/**
 * GET /blog-moved/:url (issue 30): where a post that was at `/blog/<url>` is now, `{url}`, when staff
 * changed its url and visitors can see it; 404 otherwise. The site's post page asks when `/blog/:url` has
 * no post, and goes to the new address at once (the live site's server redirects from its next build on).
 * Not one of the spec's calls; its answer is cached like theirs and cleared by any post change.
 */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { jsonAnswer, sendAnswer } from "../http/caching";
import { movedPosts } from "../store/post-former-urls";
import { messageResponseSchema } from "./shared";

const movedSchema = { type: "object", properties: { url: { type: "string" } }, required: ["url"], additionalProperties: false };

export function blogMovedRoute(app: FastifyInstance, { store, answers, now }: ApiContext): void {
  app.get<{ Params: { url: string } }>(
    "/blog-moved/:url",
    { schema: { response: { 200: movedSchema, 404: messageResponseSchema } } },
    async (request, reply) => {
      const { url } = request.params;
      const answer = await answers.get(`blog-moved/${url}`, async () => {
        const [moved] = await movedPosts(store.db, now(), url);
        if (moved) return jsonAnswer(JSON.stringify({ url: moved.to }));
        return jsonAnswer(JSON.stringify({ statusCode: 404, error: "Not Found", message: "No post was at this address" }), 404);
      });
      return sendAnswer(request, reply, answer);
    },
  );
}
