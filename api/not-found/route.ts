/**
 * `POST /not-found` (issue 30): the site's not-found page and unknown-entry screens report the path a
 * person asked for and the referring site, `{path, referrer}`, as JSON or as text/plain (a `sendBeacon` or
 * a keepalive fetch, no preflight). 204 with an empty body; a body that is not an object, a path that is
 * not text starting with "/" or is longer than 512 characters: 422 `{errors: [{field, message}]}`,
 * nothing stored. Counted only when the Origin is the site's (API_ALLOWED_ORIGINS; the preview site and
 * scripts without one are not), the path is not the console's or a bot's probe (probes.ts), and the user
 * agent is not a bot; otherwise 204 and nothing stored. Only the path, its times and the referrer's host
 * are kept: the IP and user agent are read to decide, never stored or logged.
 *
 * A plugin of its own: its body parsers (JSON and text/plain, read as text, 4 kB) apply to this route
 * only. A flood from one address cannot grow the tables without bound: each address may send FLOOD_MAX
 * reports a minute to this instance (counted in memory, as the analytics beacon's flood rule: the
 * address is never written to the database, so the API's database-counted rate limit is off here); the
 * rest get 204 and are not counted. And the tables have a cap on paths and on hosts per path (record.ts).
 * It logs only warnings: the request log's line names the client's address, which this call keeps nowhere.
 */
import type { FastifyInstance } from "fastify";
import { isAdminPath } from "../analytics/event-input";
import { FLOOD_MAX, FloodGate } from "../analytics/flood";
import { isBotAgent } from "../analytics/route";
import type { ApiContext } from "../context";
import { reject } from "../staff/input";
import { isProbe } from "./probes";
import { recordReport } from "./record";
import { REPORT_BODY_LIMIT, readReport } from "./report-input";

/** Reports counted per address a minute (the analytics beacon's rule). */
export { FLOOD_MAX };

export interface NotFoundOptions {
  context: ApiContext;
  /** The site's origins (API_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

export async function notFoundRoutes(app: FastifyInstance, { context, allowedOrigins }: NotFoundOptions): Promise<void> {
  const { store, now } = context;
  const flood = new FloodGate();
  const forget = setInterval(() => flood.sweep(Date.now()), 60_000);
  forget.unref();
  app.addHook("onClose", async () => clearInterval(forget));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(["application/json", "text/plain"], { parseAs: "string", bodyLimit: REPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post("/not-found", { logLevel: "warn", config: { rateLimit: false } }, async (request, reply) => {
    const read = readReport(request.body);
    if (!read.ok) return reject(reply, read.errors);
    const { report } = read;
    const origin = request.headers.origin;
    const counted =
      origin !== undefined &&
      allowedOrigins.includes(origin) &&
      !isBotAgent(request.headers["user-agent"]) &&
      !isAdminPath(report.path) &&
      !isProbe(report.path) &&
      flood.allow(request.ip, Date.now());
    if (counted) {
      const outcome = await recordReport(store.db, report, now());
      if (outcome === "full") request.log.warn("not-found: the table is full; a new path was not counted");
    }
    return reply.code(204).send();
  });
}
