import fs from "fs";
import { useStaticQuery } from "gatsby";
import path from "path";
import { allVersions, siteDay, versionInForce } from "../../../shared/notice-version";

/** data/privacy.json's notice, as the build has it. */
export const PRIVACY = (JSON.parse(fs.readFileSync(path.join(__dirname, "../../../data/privacy.json"), "utf8")) as { privacy: PrivacyData }).privacy;

export interface PrivacyData {
  version: string;
  effectiveFrom: string;
  earlierVersions?: { version: string; effectiveFrom: string }[];
  forms: { id: string; notice: string; title: string }[];
  [key: string]: unknown;
}

/** The sentence data/privacy.json gives a form. */
export const formNotice = (id: string): string => PRIVACY.forms.find((form) => form.id === id)?.notice ?? "";

/** Answers the forms' static query (useFormPrivacy) with data/privacy.json, as the build does. */
export function mockPrivacyQuery(): void {
  jest.mocked(useStaticQuery).mockReturnValue({
    privacyNotice: { version: PRIVACY.version, effectiveFrom: PRIVACY.effectiveFrom, earlierVersions: PRIVACY.earlierVersions ?? null, forms: PRIVACY.forms },
  });
}

/** The version of data/privacy.json in force today (the site's day): the one the forms name in their header. */
export const versionInForceToday = (): string | undefined => versionInForce(allVersions(PRIVACY), siteDay(new Date()))?.version;

/** The header a form sends today: Notice-Version with the version in force (none before any took effect). */
export const noticeHeaderToday = (): Record<string, string> => {
  const version = versionInForceToday();
  return version ? { "Notice-Version": version } : {};
};
