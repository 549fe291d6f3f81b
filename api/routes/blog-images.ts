/**
 * GET /blog-images/<file>: the blog posts' images, read from the files table so every instance
 * serves the same bytes. The name is only ever a lookup key; it never reaches the file system.
 */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { fileNotFound } from "./not-found";

export function blogImagesRoute(app: FastifyInstance, { store }: ApiContext): void {
  app.get<{ Params: { file: string } }>("/blog-images/:file", async (request, reply) => {
    const image = await store.files.get("blog-image", request.params.file);
    if (!image) return fileNotFound(reply);
    return reply
      .type(image.contentType)
      .header("cache-control", "public, max-age=86400")
      .send(image.bytes);
  });
}
