/**
 * GET /CaseStudy/<pdf>.pdf: the generated PDF. The name is looked up among the known case-study
 * keys; it never reaches the file system, and anything else is a 404.
 */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { etagOf, sendAnswer } from "../http/caching";
import { fileNotFound } from "./not-found";

/** The ETag of each rendered PDF, worked out once per buffer. */
const etags = new WeakMap<Buffer, string>();

export function caseStudyPdfRoute(app: FastifyInstance, { pdfs }: ApiContext): void {
  app.get<{ Params: { file: string } }>("/CaseStudy/:file", async (request, reply) => {
    const { file } = request.params;
    const key = file.endsWith(".pdf") ? file.slice(0, -4) : "";
    const pdf = key ? await pdfs.get(key) : null; // null unless the key is a known case study
    if (!pdf) return fileNotFound(reply);
    let etag = etags.get(pdf);
    if (!etag) etags.set(pdf, (etag = etagOf(pdf)));
    reply.header("content-disposition", `inline; filename="${key}.pdf"`);
    return sendAnswer(request, reply, { status: 200, type: "application/pdf", body: pdf, etag });
  });
}
