import { formatDay, retentionPhrase, seenByPhrase } from "../../src/lib/privacy-text";

describe("privacy notice words", () => {
  it("says a period in days, and in years when it is whole years", () => {
    expect(retentionPhrase(730)).toBe("730 days (2 years)");
    expect(retentionPhrase(365)).toBe("365 days (1 year)");
    expect(retentionPhrase(800)).toBe("800 days");
  });

  it("names who sees the details in words a visitor reads", () => {
    expect(seenByPhrase(["sales", "admin"])).toBe("the sales team and the agency's administrators");
    expect(seenByPhrase(["hr"])).toBe("the HR team");
    expect(seenByPhrase(["marketing", "sales", "admin"])).toBe("the marketing team, the sales team and the agency's administrators");
  });

  it("writes a day as people read it, without time zones", () => {
    expect(formatDay("2026-12-01")).toBe("1 December 2026");
    expect(formatDay("soon")).toBe("soon");
  });
});
