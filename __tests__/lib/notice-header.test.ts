import { noticeHeaders } from "../../src/lib/notice-header";

const versions = [
  { version: "A", effectiveFrom: "2026-11-24" },
  { version: "B", effectiveFrom: "2026-12-01" },
];

describe("noticeHeaders", () => {
  it("names the version in force on Pune's day of sending", () => {
    expect(noticeHeaders(versions, new Date("2026-11-30T18:00:00Z"))).toEqual({ "Notice-Version": "A" });
    expect(noticeHeaders(versions, new Date("2026-11-30T19:00:00Z"))).toEqual({ "Notice-Version": "B" });
  });

  it("is empty before any version took effect (the API then records the one in force)", () => {
    expect(noticeHeaders(versions, new Date("2026-11-01T12:00:00Z"))).toEqual({});
  });
});
