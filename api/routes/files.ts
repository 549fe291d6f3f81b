/**
 * GET /CaseStudy/<pdf>.pdf and GET /blog-images/<file>. A request's path never reaches the file
 * system: the name is looked up in the set of known files first, and anything else is a 404.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ApiContext } from "../context";

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ statusCode: 404, error: "Not Found", message: "No such file" });

export function fileRoutes(app: FastifyInstance, { pdfs, blogImagesDir }: ApiContext): void {
  app.get<{ Params: { file: string } }>("/CaseStudy/:file", async (request, reply) => {
    const { file } = request.params;
    const key = file.endsWith(".pdf") ? file.slice(0, -4) : "";
    const pdf = key ? await pdfs.get(key) : null; // null unless the key is a known case study
    if (!pdf) return notFound(reply);
    return reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="${key}.pdf"`)
      .header("cache-control", "no-cache")
      .send(pdf);
  });

  const images = new Set(
    fs.existsSync(blogImagesDir) ? fs.readdirSync(blogImagesDir).filter((f) => f.endsWith(".jpg")) : [],
  );
  app.get<{ Params: { file: string } }>("/blog-images/:file", async (request, reply) => {
    const { file } = request.params;
    if (!images.has(file)) return notFound(reply);
    const bytes = await fs.promises.readFile(path.join(blogImagesDir, file));
    return reply.type("image/jpeg").header("cache-control", "public, max-age=86400").send(bytes);
  });
}
