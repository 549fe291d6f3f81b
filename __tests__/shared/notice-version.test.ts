import { allVersions, isKnownVersion, siteDay, versionInForce } from "../../shared/notice-version";

const A = { version: "A", effectiveFrom: "2026-11-24" };
const B = { version: "B", effectiveFrom: "2026-12-01" };

describe("siteDay", () => {
  it("is Pune's day, whatever the UTC date", () => {
    expect(siteDay(new Date("2026-11-30T18:29:59Z"))).toBe("2026-11-30");
    expect(siteDay(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
    expect(siteDay(new Date("2026-12-31T19:00:00Z"))).toBe("2027-01-01");
  });
});

describe("versionInForce", () => {
  it("is the version whose day came last, on or before the day asked", () => {
    expect(versionInForce([A, B], "2026-11-30")).toBe(A);
    expect(versionInForce([A, B], "2026-12-01")).toBe(B);
    expect(versionInForce([B, A], "2027-05-01")).toBe(B);
  });

  it("never cites a version whose day is still to come, and is null before any took effect", () => {
    expect(versionInForce([B], "2026-11-30")).toBeNull();
    expect(versionInForce([], "2026-11-30")).toBeNull();
  });

  it("on two versions of one day, takes the later in the list", () => {
    const again = { version: "A2", effectiveFrom: A.effectiveFrom };
    expect(versionInForce([A, again], "2026-11-25")).toBe(again);
  });
});

describe("allVersions and isKnownVersion", () => {
  it("lists the earlier versions and the shown one, and knows only those", () => {
    const versions = allVersions({ ...B, earlierVersions: [A] });
    expect(versions).toEqual([A, B]);
    expect(isKnownVersion(versions, "A")).toBe(true);
    expect(isKnownVersion(versions, "B")).toBe(true);
    expect(isKnownVersion(versions, "C")).toBe(false);
    expect(allVersions({ ...B, earlierVersions: null })).toEqual([B]);
  });
});
