import fs from "node:fs";
import path from "node:path";
import { allVersions, siteDay, versionInForce, type NoticeVersions } from "../../shared/notice-version";

/** data/privacy.json's notice: the version shown on /privacy and the versions it replaced. */
export const NOTICE = (JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", "privacy.json"), "utf8")) as { privacy: NoticeVersions }).privacy;

/**
 * The version in force today (Pune's day): every form names it in its Notice-Version header (issue 28),
 * the body being exactly the spec's fields.
 */
export const NOTICE_VERSION = versionInForce(allVersions(NOTICE), siteDay(new Date()))?.version;
