import fs from "fs";
import path from "path";
import { noticeStatus, type NoticeStatusWords } from "../../src/lib/notice-status";

/** The version line's sentences as data/privacy.json has them (issue 30). */
const words = (JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/privacy.json"), "utf8")) as { privacy: { page: NoticeStatusWords } }).privacy.page;

const notice = { version: "B", effectiveFrom: "2026-12-01", earlierVersions: [{ version: "A", effectiveFrom: "2026-11-24" }] };

describe("noticeStatus", () => {
  it("before the shown version's day: when it takes effect, and the version in force until then", () => {
    expect(noticeStatus(notice, "2026-11-26", words)).toBe(
      "Version B · Takes effect on 1 December 2026. Until then version A (in force since 24 November 2026) applies, and our forms cite it.",
    );
  });

  it("from its day on: in force", () => {
    expect(noticeStatus(notice, "2026-12-01", words)).toBe("Version B · In force since 1 December 2026");
  });

  it("before any version took effect: says so", () => {
    expect(noticeStatus({ ...notice, earlierVersions: [] }, "2026-11-26", words)).toBe("Version B · Takes effect on 1 December 2026. No earlier version is in force.");
  });
});
