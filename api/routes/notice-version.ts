/**
 * The privacy notice's version a lead records (issue 28). Forms name the version their visitor saw in the
 * Notice-Version header (the bodies are exactly the spec's fields). A lead without it (an API client, an
 * old page) records the version in force when it arrives; so does a header naming a version the notice
 * never had, with a log line saying so (the route only: no header value, no visitor data).
 */
import type { FastifyRequest } from "fastify";
import { NOTICE_VERSION_HEADER, isKnownVersion, siteDay, versionInForce } from "../../shared/notice-version";
import type { NoticeVersionSource } from "../privacy/notice-versions";

export const UNKNOWN_NOTICE_VERSION_LOG = "Notice-Version header names no version of the privacy notice: stored the version in force";

export async function noticeVersionFor(request: FastifyRequest, versions: NoticeVersionSource, now: Date = new Date()): Promise<string | null> {
  const route = request.url.split("?")[0];
  let known;
  try {
    known = await versions();
  } catch (error) {
    request.log.error({ route, reason: error instanceof Error ? error.message : String(error) }, "privacy notice versions unreadable: the lead records none");
    return null;
  }
  const inForce = versionInForce(known, siteDay(now))?.version ?? null;
  const header = request.headers[NOTICE_VERSION_HEADER.toLowerCase()];
  if (header === undefined) return inForce;
  const named = typeof header === "string" ? header.trim() : "";
  if (named !== "" && isKnownVersion(known, named)) return named;
  request.log.warn({ route, inForce }, UNKNOWN_NOTICE_VERSION_LOG);
  return inForce;
}
