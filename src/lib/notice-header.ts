import { NOTICE_VERSION_HEADER, siteDay, versionInForce, type NoticeVersion } from "../../shared/notice-version";

/**
 * The request header naming the privacy notice's version in force when the form is sent (issue 28): the
 * body stays exactly the spec's fields. No header when no version has taken effect yet (the API then
 * records the one in force when the lead arrives).
 */
export function noticeHeaders(versions: readonly NoticeVersion[], at: Date = new Date()): Record<string, string> {
  const inForce = versionInForce(versions, siteDay(at));
  return inForce ? { [NOTICE_VERSION_HEADER]: inForce.version } : {};
}
