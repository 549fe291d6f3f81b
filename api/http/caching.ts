/**
 * The public GETs' answers, built once and shared: a small in-memory cache of serialised answers with
 * their ETag, and the headers that let a CDN absorb a spike (Cache-Control, ETag, 304 on If-None-Match).
 *
 * Several instances may share one PostgreSQL database, so a cached answer lives at most `ttlMs`
 * (default 1 s): a change made through another instance shows within that. A staff change made through
 * this instance clears the cache at once (`clearOnStaffChanges`). A build that began before a clear
 * does not store its (possibly older) answer. Entries are bounded (the oldest goes first), so
 * attacker-chosen keys (page numbers, URLs) cannot grow it.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sharedAnswerBody, varyOnEncoding } from "./compression";

/**
 * Browsers revalidate every time (max-age=0 with must-revalidate: a visitor who reloads never sees an
 * old list, not even while a new one is fetched: `stale-while-revalidate` in Cache-Control would apply
 * to the browser's own cache too, and Chrome honours it); a shared cache keeps an answer 10 s.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10";

/**
 * For a CDN only (RFC 9213's CDN-Cache-Control, which a CDN obeys instead of Cache-Control): keep an
 * answer 10 s, and serve it up to 60 s more while a fresh one is fetched, so a spike reaches the API
 * as one request per 10 s.
 */
export const CDN_CACHE_CONTROL = "max-age=10, stale-while-revalidate=60";

export interface Answer {
  status: number;
  type: string;
  body: string | Buffer;
  etag: string;
}

/** A weak ETag from the bytes (weak: the compressed encodings of one answer share it). */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/** True when If-None-Match names the ETag (weak comparison, as RFC 9110 asks for GET) or is `*`. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

/**
 * Sends an answer with its ETag and Cache-Control, or 304 without a body when the client has it. Its
 * compressed bodies are made once per answer, not per request (api/http/compression.ts).
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, cacheControl = PUBLIC_CACHE_CONTROL): FastifyReply {
  reply.header("cache-control", cacheControl).header("cdn-cache-control", CDN_CACHE_CONTROL).header("etag", answer.etag);
  varyOnEncoding(reply, answer);
  if (notModified(request, answer.etag)) return reply.code(304).send();
  return reply.code(answer.status).type(answer.type).send(sharedAnswerBody(request, reply, answer) ?? answer.body);
}

interface Entry {
  answer: Answer;
  expires: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Answer>>();
  private generation = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number } = { ttlMs: 1_000, maxEntries: 500 },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The cached answer for `key`, or the one `build` makes (one build at a time per key). */
  async get(key: string, build: () => Promise<Answer>): Promise<Answer> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.answer;
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise: Promise<Answer> = build().finally(() => {
      if (this.building.get(key) === promise) this.building.delete(key);
    });
    this.building.set(key, promise);
    const answer = await promise;
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { answer, expires: this.now() + this.options.ttlMs });
      if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return answer;
  }

  /** Forgets every answer, and any build under way (it will not be stored). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
  }
}

/**
 * A JSON answer from an already serialised body (`reply.serialize`, which applies the route's schema).
 * Kept as bytes: a string body is encoded to UTF-8 again on every send (10 kB of garbage per GET of the
 * job list, the largest allocation per request: issue 28 §6); a Buffer goes to the socket as it is.
 */
export function jsonAnswer(serialised: string | Buffer | ArrayBuffer, status = 200): Answer {
  const body = Buffer.isBuffer(serialised) ? serialised : typeof serialised === "string" ? Buffer.from(serialised, "utf8") : Buffer.from(serialised);
  return { status, type: "application/json; charset=utf-8", body, etag: etagOf(body) };
}

/** Staff routes whose changes visitors see (openings, posts and their images). */
const PUBLIC_CONTENT = /^\/staff\/(?:jobs|posts)(?:\/|$)/;
const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Clears the cache when a staff change to public content succeeds, before its answer leaves. */
export function clearOnStaffChanges(app: FastifyInstance, cache: AnswerCache): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (CHANGES.has(request.method) && reply.statusCode < 400 && PUBLIC_CONTENT.test(request.routeOptions.url ?? "")) cache.clear();
    return payload;
  });
}

/** Staff answers are personal: no shared cache keeps them, no browser stores them (unless a route said otherwise). */
export function privateAnswers(staff: FastifyInstance): void {
  staff.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });
}
