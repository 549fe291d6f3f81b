import { allVersions, versionInForce, type NoticeVersions } from "../../shared/notice-version";
import { formatDay } from "./privacy-text";

/**
 * What /privacy says about its versions on a day (YYYY-MM-DD, the site's): the version shown and its day,
 * and which version is in force (the one the forms cite), when that is not the one shown.
 */
export function noticeStatus(notice: NoticeVersions, day: string): string {
  const shown = `Version ${notice.version}`;
  const inForce = versionInForce(allVersions(notice), day);
  if (inForce?.version === notice.version) return `${shown} · In force since ${formatDay(notice.effectiveFrom)}`;
  const comesIn = `${shown} · Takes effect on ${formatDay(notice.effectiveFrom)}.`;
  if (!inForce) return `${comesIn} No earlier version is in force.`;
  return `${comesIn} Until then version ${inForce.version} (in force since ${formatDay(inForce.effectiveFrom)}) applies, and our forms cite it.`;
}
