/**
 * GET /blog-images/<file>: the blog posts' images, read from the files table so every instance
 * serves the same bytes. The name is only ever a lookup key; it never reaches the file system.
 */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { PUBLIC_CACHE_CONTROL, etagOf, sendAnswer } from "../http/caching";
import { fileNotFound } from "./not-found";

export function blogImagesRoute(app: FastifyInstance, { store }: ApiContext): void {
  app.get<{ Params: { file: string } }>("/blog-images/:file", async (request, reply) => {
    const image = await store.files.get("blog-image", request.params.file);
    if (!image) return fileNotFound(reply);
    // An image's name is new with every upload, so a browser may keep it a day; a shared cache
    // revalidates (cheaply, by ETag) so a deleted image leaves it within seconds.
    const answer = { status: 200, type: image.contentType, body: image.bytes, etag: etagOf(image.bytes) };
    return sendAnswer(request, reply, answer, PUBLIC_CACHE_CONTROL.replace("max-age=0", "max-age=86400"));
  });
}
