/**
 * Which version of the privacy notice is in force on a day (issue 28). One rule for the site (the version
 * a form cites, what /privacy says is in force) and the API (the version stored when a lead does not say,
 * or names one that never existed): a version is in force from its `effectiveFrom` day, counted in the
 * site's time zone, until the next version's day. A version whose day is still to come is not yet cited.
 */

/** One version of the notice: its name and the day (YYYY-MM-DD) it takes effect. */
export interface NoticeVersion {
  version: string;
  effectiveFrom: string;
}

/** data/privacy.json's `privacy` as far as versions go: the notice shown, and the versions it replaced. */
export interface NoticeVersions {
  version: string;
  effectiveFrom: string;
  earlierVersions?: readonly NoticeVersion[] | null;
}

/** The request header a form names the version in (never a body field: the spec fixes the bodies). */
export const NOTICE_VERSION_HEADER = "Notice-Version";

/** The agency's day: Pune's, whatever the server's or the visitor's clock zone. */
export const SITE_TIME_ZONE = "Asia/Kolkata";

/**
 * Asia/Kolkata is UTC+05:30 all year (no daylight saving since 1945), so the day is plain arithmetic:
 * an Intl formatter per lead cost the contact form a measurable share of its time (issue 28 §6).
 */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The site's day (YYYY-MM-DD, Asia/Kolkata) at an instant. */
export function siteDay(at: Date): string {
  return new Date(at.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Every version the notice has had: the earlier ones and the one shown. */
export function allVersions(notice: NoticeVersions): NoticeVersion[] {
  return [...(notice.earlierVersions ?? []), { version: notice.version, effectiveFrom: notice.effectiveFrom }];
}

/**
 * The version in force on `day` (YYYY-MM-DD): the one with the latest `effectiveFrom` on or before it (on
 * a tie, the later in the list). Null when none has taken effect yet.
 */
export function versionInForce(versions: readonly NoticeVersion[], day: string): NoticeVersion | null {
  let best: NoticeVersion | null = null;
  for (const entry of versions) {
    if (entry.effectiveFrom > day) continue;
    if (!best || entry.effectiveFrom >= best.effectiveFrom) best = entry;
  }
  return best;
}

/** True when `name` is one of the notice's versions, in force or not. */
export const isKnownVersion = (versions: readonly NoticeVersion[], name: string): boolean =>
  versions.some((entry) => entry.version === name);
