/**
 * GET /jobVacancies: every opening, in the shape the careers page reads (cached briefly, with an ETag).
 * A job whose closing date has passed (its day ended in Asia/Kolkata) is left out as the list is built.
 */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { jsonAnswer, sendAnswer } from "../http/caching";

const jobSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    job_title: { type: "string" },
    location: { type: "string" },
    experience: { type: "string" },
    job_details: { type: "string" },
    job_html: { type: "string" },
    job_types: { type: "array", items: { type: "string" } },
  },
} as const;

export function jobVacanciesRoute(app: FastifyInstance, { store, answers, now }: ApiContext): void {
  app.get(
    "/jobVacancies",
    {
      schema: {
        response: {
          200: {
            type: "object",
            properties: { status: { type: "string" }, data: { type: "array", items: jobSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const answer = await answers.get("jobVacancies", async () =>
        jsonAnswer(reply.serialize({ status: "success", data: await store.jobs.list(now()) })),
      );
      return sendAnswer(request, reply, answer);
    },
  );
}
