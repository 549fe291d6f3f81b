import fs from "fs";
import { useStaticQuery } from "gatsby";
import path from "path";

/** data/privacy.json's notice, as the build has it. */
export const PRIVACY = (JSON.parse(fs.readFileSync(path.join(__dirname, "../../../data/privacy.json"), "utf8")) as { privacy: PrivacyData }).privacy;

export interface PrivacyData {
  version: string;
  effectiveFrom: string;
  forms: { id: string; notice: string; title: string }[];
  [key: string]: unknown;
}

/** The sentence data/privacy.json gives a form. */
export const formNotice = (id: string): string => PRIVACY.forms.find((form) => form.id === id)?.notice ?? "";

/** Answers the forms' static query (useFormPrivacy) with data/privacy.json, as the build does. */
export function mockPrivacyQuery(): void {
  jest.mocked(useStaticQuery).mockReturnValue({ privacyNotice: { version: PRIVACY.version, forms: PRIVACY.forms } });
}
