import { noticeStatus } from "../../src/lib/notice-status";

const notice = { version: "B", effectiveFrom: "2026-12-01", earlierVersions: [{ version: "A", effectiveFrom: "2026-11-24" }] };

describe("noticeStatus", () => {
  it("before the shown version's day: when it takes effect, and the version in force until then", () => {
    expect(noticeStatus(notice, "2026-11-26")).toBe(
      "Version B · Takes effect on 1 December 2026. Until then version A (in force since 24 November 2026) applies, and our forms cite it.",
    );
  });

  it("from its day on: in force", () => {
    expect(noticeStatus(notice, "2026-12-01")).toBe("Version B · In force since 1 December 2026");
  });

  it("before any version took effect: says so", () => {
    expect(noticeStatus({ ...notice, earlierVersions: [] }, "2026-11-26")).toBe("Version B · Takes effect on 1 December 2026. No earlier version is in force.");
  });
});
