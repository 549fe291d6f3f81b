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
/**
 * Answers up to this size are compressed in one synchronous call and sent with their Content-Length
 * (a 10-100 KB list takes well under a millisecond at these settings); bigger ones (large PDFs) stream.
 * The plugin's default on 2 cores is a few KB, which streamed every list chunked.
 */
export const SYNC_COMPRESSION_MAX = 256 * 1024;

const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|^application\/pdf(?:;|$)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_MAX,
    customTypes: COMPRESSIBLE,
  });
}
