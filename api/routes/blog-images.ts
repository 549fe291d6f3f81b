/**
 * GET /blog-images/<file>: the committed images of the blog posts. Only names found in the folder
 * at start-up are served; a request's path never reaches the file system unchecked.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { fileNotFound } from "./not-found";

export function blogImagesRoute(app: FastifyInstance, { blogImagesDir }: ApiContext): void {
  const images = new Set(
    fs.existsSync(blogImagesDir) ? fs.readdirSync(blogImagesDir).filter((f) => f.endsWith(".jpg")) : [],
  );
  app.get<{ Params: { file: string } }>("/blog-images/:file", async (request, reply) => {
    const { file } = request.params;
    if (!images.has(file)) return fileNotFound(reply);
    const bytes = await fs.promises.readFile(path.join(blogImagesDir, file));
    return reply.type("image/jpeg").header("cache-control", "public, max-age=86400").send(bytes);
  });
}
