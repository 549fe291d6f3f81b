/**
 * `POST /events` (issue 31): the site's beacon, `{url, referrer}` as JSON, sent as text/plain (no
 * preflight) or application/json. Always 202 with an empty body, whatever comes: bad input is dropped
 * silently and never costs an error or a row. Counted only when the Origin header and the url are the
 * site's (API_ALLOWED_ORIGINS), the path is not /admin, the user agent is not a bot, the body is at most
 * 2 kB and the visitor has sent at most 60 views in the minute. The IP and user agent only make the
 * day's visitor hash (visitor.ts) and are not kept.
 *
 * The views are written in batches (recorder.ts) on a thread of their own (writer.ts).
 *
 * A plugin of its own: its body parser (any content type, read as text, up to 2 kB) and its error
 * handler (202 for a body too long or unreadable) apply to this route only; the global rate limit does
 * not count it (the flood rule does its work without a database write per request), and it logs only
 * warnings (a line per beacon would be a line per page view of every visitor).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { ApiContext } from "../context";
import type { StoreLocation } from "../store/db";
import { EVENT_BODY_LIMIT, readEvent } from "./event-input";
import { FloodGate } from "./flood";
import { EventRecorder } from "./recorder";
import { visitorHash } from "./visitor";
import { batchWriter } from "./writer";

export interface EventsOptions {
  context: ApiContext;
  /** The site's origins (API_ALLOWED_ORIGINS); the preview site and anything else are not counted. */
  allowedOrigins: readonly string[];
  /** The store's location, for the writer thread's own connection (writer.ts); without it batches are written here. */
  location?: Pick<StoreLocation, "dbPath" | "databaseUrl">;
}

/** A user agent the count leaves out: none at all, or a crawler, bot or headless browser that says so. */
export const isBotAgent = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

export async function eventsRoutes(app: FastifyInstance, { context, allowedOrigins, location }: EventsOptions): Promise<void> {
  const { store, now } = context;
  const flood = new FloodGate();
  const writer = batchWriter({ db: store.db, engine: store.engine, location: location ?? null, log: app.log });
  const recorder = new EventRecorder(
    (batch) => writer.write(batch),
    app.log,
    () => flood.sweep(now().getTime()),
  );
  app.addHook("onClose", async () => {
    await recorder.close();
    await writer.close();
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: EVENT_BODY_LIMIT }, (_request, body, done) => done(null, body));
  // A body over the limit or one that cannot be read: still 202, nothing stored.
  app.setErrorHandler((_error, _request, reply) => reply.code(202).send());

  const accept = async (request: FastifyRequest): Promise<void> => {
    const userAgent = request.headers["user-agent"];
    const origin = request.headers.origin;
    if (typeof request.body !== "string" || isBotAgent(userAgent) || !origin || !allowedOrigins.includes(origin)) return;
    const event = readEvent(request.body, allowedOrigins);
    if (!event) return;
    const at = now();
    const { day, hash } = await visitorHash(store.db, request.ip, userAgent ?? "", at);
    if (!flood.allow(hash, at.getTime())) return;
    recorder.add({ at: at.toISOString(), day, visitor: hash, ...event });
  };

  app.post("/events", { logLevel: "warn", config: { rateLimit: false } }, async (request, reply) => {
    await accept(request).catch((error: unknown) =>
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, "analytics: a page view was not counted"),
    );
    return reply.code(202).send();
  });
}
