/**
 * Compressed answers (issue 22 §5): Brotli or gzip, as the client accepts, for JSON, text (the
 * console's CSV) and PDFs above 1 KiB; smaller ones go as they are (compressing them saves nothing).
 * Brotli at quality 4 (the plugin's default): 11 costs far more CPU for a few percent. Request bodies
 * are not decompressed: no client of this API sends them compressed, and a compressed body would
 * slip past the body-size limits' intent.
 */
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

export const COMPRESSION_THRESHOLD = 1024;

const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|^application\/pdf(?:;|$)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
  });
}
