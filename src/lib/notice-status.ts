import { allVersions, versionInForce, type NoticeVersions } from "../../shared/notice-version";
import { fillIn } from "./fill-in";
import { formatDay } from "./privacy-text";

/** The sentences of the version line, from data/privacy.json's page words (issue 30). */
export interface NoticeStatusWords {
  readonly statusInForce: string;
  readonly statusComesIn: string;
  readonly statusNoneBefore: string;
  readonly statusUntil: string;
}

const fill = (text: string, version: string, day: string): string => fillIn(text, { version, date: formatDay(day) }).join("");

/**
 * What /privacy says about its versions on a day (YYYY-MM-DD, the site's): the version shown and its day,
 * and which version is in force (the one the forms cite), when that is not the one shown.
 */
export function noticeStatus(notice: NoticeVersions, day: string, words: NoticeStatusWords): string {
  const inForce = versionInForce(allVersions(notice), day);
  if (inForce?.version === notice.version) return fill(words.statusInForce, notice.version, notice.effectiveFrom);
  const comesIn = fill(words.statusComesIn, notice.version, notice.effectiveFrom);
  if (!inForce) return `${comesIn} ${words.statusNoneBefore}`;
  return `${comesIn} ${fill(words.statusUntil, inForce.version, inForce.effectiveFrom)}`;
}
