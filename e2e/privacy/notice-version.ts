import fs from "node:fs";
import path from "node:path";

/** data/privacy.json's `version`: every form sends it as noticeVersion (issue 25). */
export const NOTICE_VERSION = (JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", "privacy.json"), "utf8")) as { privacy: { version: string } }).privacy.version;
