/**
 * GET /CaseStudy/<pdf>.pdf: the generated PDF. The name is looked up among the known case-study
 * keys; it never reaches the file system, and anything else is a 404.
 */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { fileNotFound } from "./not-found";

export function caseStudyPdfRoute(app: FastifyInstance, { pdfs }: ApiContext): void {
  app.get<{ Params: { file: string } }>("/CaseStudy/:file", async (request, reply) => {
    const { file } = request.params;
    const key = file.endsWith(".pdf") ? file.slice(0, -4) : "";
    const pdf = key ? await pdfs.get(key) : null; // null unless the key is a known case study
    if (!pdf) return fileNotFound(reply);
    return reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="${key}.pdf"`)
      .header("cache-control", "no-cache")
      .send(pdf);
  });
}
