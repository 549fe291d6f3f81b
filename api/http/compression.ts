/**
 * Compressed answers (issue 22 §5): Brotli or gzip, as the client accepts, for JSON, text (the
 * console's CSV) and PDFs above 1 KiB; smaller ones go as they are (compressing them saves nothing).
 * Brotli at quality 4 (the plugin's default): 11 costs far more CPU for a few percent. Request bodies
 * are not decompressed: no client of this API sends them compressed, and a compressed body would
 * slip past the body-size limits' intent.
 *
 * The public GETs' shared answers (api/http/caching.ts) are compressed once per answer and encoding,
 * not once per request (issue 28 §6): with a browser's Accept-Encoding, compressing the job list on
 * every request doubled the GET's CPU. Everything else goes through the plugin as before.
 */
import negotiator from "@fastify/accept-negotiator";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import zlib from "node:zlib";

export const COMPRESSION_THRESHOLD = 1024;
/**
 * Answers up to this size are compressed in one synchronous call and sent with their Content-Length
 * (a 10-100 KB list takes well under a millisecond at these settings); bigger ones (large PDFs) stream.
 * The plugin's default on 2 cores is a few KB, which streamed every list chunked.
 */
export const SYNC_COMPRESSION_MAX = 256 * 1024;

const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|^application\/pdf(?:;|$)/u;

/** The encodings offered, in the server's order of preference (the plugin's and the shared answers'). */
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_MAX,
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
  });
}

/** What a shared answer is made of: its bytes and their type. */
export interface Encodable {
  type: string;
  body: string | Buffer;
}

/** What is worked out once per shared answer: whether it is compressed, and its compressed bodies. */
interface Encodings {
  compressible: boolean;
  br?: Buffer;
  gzip?: Buffer;
}

/** Per shared answer, made on first demand; they go when the answer does. */
const encodings = new WeakMap<object, Encodings>();

function encodingsOf(answer: Encodable): Encodings {
  // A Buffer body (a cached PDF) may come in a new answer object each time; a string is its answer's.
  const owner: object = typeof answer.body === "string" ? answer : answer.body;
  let found = encodings.get(owner);
  if (!found) {
    const size = Buffer.byteLength(answer.body);
    found = { compressible: size >= COMPRESSION_THRESHOLD && size <= SYNC_COMPRESSION_MAX && COMPRESSIBLE.test(answer.type) };
    encodings.set(owner, found);
  }
  return found;
}

/** The encoding to send, negotiated as the plugin does (`*` and `x-gzip` count as gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers["accept-encoding"];
  if (!header || request.headers["x-no-compression"] !== undefined) return null;
  const choice = negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, "gzip"), [...ENCODINGS]);
  return choice === "br" || choice === "gzip" ? choice : null;
}

/**
 * Marks a shared answer that is sent compressed to whoever accepts it as varying by Accept-Encoding
 * (keeping what Vary holds already, CORS's Origin), on its 200s and 304s alike, whatever this client
 * accepts, so that a shared cache never hands one client's encoding to another.
 */
export function varyOnEncoding(reply: FastifyReply, answer: Encodable): void {
  if (!encodingsOf(answer).compressible) return;
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/iu.test(current)) reply.header("vary", current ? `${current}, accept-encoding` : "accept-encoding");
}

/**
 * For a shared answer (one object served to many requests while it is cached): when the client
 * accepts an encoding, sets Content-Encoding and returns the body compressed, compressing each
 * encoding once per answer. Null: send the body as it is (the plugin then leaves it, since the client
 * accepts nothing it offers, or compresses what this does not cover: too small, too large or not a
 * compressible type).
 */
export function sharedAnswerBody(request: FastifyRequest, reply: FastifyReply, answer: Encodable): Buffer | null {
  const found = encodingsOf(answer);
  if (!found.compressible) return null;
  const encoding = acceptedEncoding(request);
  if (!encoding) return null;
  const body = (found[encoding] ??= encoding === "br" ? zlib.brotliCompressSync(answer.body, BROTLI_OPTIONS) : zlib.gzipSync(answer.body));
  reply.header("content-encoding", encoding);
  return body;
}
