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

/** The versions in `file`, cached until its modification time changes. It throws when the file cannot be read. */
export function noticeVersionsFrom(file: string): NoticeVersionSource {
  let cached: { mtimeMs: number; versions: NoticeVersion[] } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, versions: parseVersions(await readFile(file, "utf8")) };
    return cached.versions;
  };
}
