/**
 * The privacy notice's versions as the API knows them (issue 28): read from the site's content checkout's
 * data/privacy.json (the file the console edits and the site is built from), read again when it changes.
 */
import { readFile, stat } from "node:fs/promises";
import { allVersions, type NoticeVersion, type NoticeVersions } from "../../shared/notice-version";

export type NoticeVersionSource = () => Promise<NoticeVersion[]>;

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

function parseVersions(text: string): NoticeVersion[] {
  const notice = (JSON.parse(text) as { privacy?: Partial<NoticeVersions> }).privacy;
  if (!notice || !isText(notice.version) || !isText(notice.effectiveFrom)) throw new Error("no privacy.version and effectiveFrom");
  const earlier = Array.isArray(notice.earlierVersions) ? notice.earlierVersions : [];
  return allVersions({
    version: notice.version,
    effectiveFrom: notice.effectiveFrom,
    earlierVersions: earlier.filter((entry) => isText(entry?.version) && isText(entry?.effectiveFrom)),
  });
}

/**
 * How long the versions read are used before the file's modification time is looked at again. A stat
 * on every lead was an eighth of POST /contactus's CPU time under load (issue 28 §6); a new version
 * published from the console is seen within this long.
 */
export const NOTICE_RECHECK_MS = 1000;

/**
 * The versions in `file`, cached until its modification time changes (looked at no more than once per
 * `recheckMs`; leads arriving together share one look). It throws when the file cannot be read, and
 * the next call tries again.
 */
export function noticeVersionsFrom(file: string, recheckMs = NOTICE_RECHECK_MS, clock: () => number = Date.now): NoticeVersionSource {
  let cached: { mtimeMs: number; versions: NoticeVersion[]; checkedAt: number } | null = null;
  let looking: Promise<NoticeVersion[]> | null = null;
  const look = async (): Promise<NoticeVersion[]> => {
    const { mtimeMs } = await stat(file);
    const versions = cached?.mtimeMs === mtimeMs ? cached.versions : parseVersions(await readFile(file, "utf8"));
    cached = { mtimeMs, versions, checkedAt: clock() };
    return versions;
  };
  return () => {
    if (cached && clock() - cached.checkedAt < recheckMs) return Promise.resolve(cached.versions);
    looking ??= look().finally(() => {
      looking = null;
    });
    return looking;
  };
}
