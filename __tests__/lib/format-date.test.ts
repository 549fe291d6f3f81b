import { formatLongDate } from "../../src/lib/format-date";

describe("formatLongDate (spec §2: 'January 5, 2025')", () => {
  it("writes the long month, the day without padding and the year", () => {
    expect(formatLongDate("2025-01-05T09:30:00.000Z")).toBe("January 5, 2025");
    expect(formatLongDate("2025-12-31")).toBe("December 31, 2025");
  });

  it("reads the day in UTC, so late-evening UTC posts do not move a day", () => {
    expect(formatLongDate("2025-09-10T23:59:59.000Z")).toBe("September 10, 2025");
    expect(formatLongDate("2025-09-11T02:00:00+05:30")).toBe("September 10, 2025");
  });

  it("gives an empty string for an unreadable date", () => {
    expect(formatLongDate("not a date")).toBe("");
    expect(formatLongDate("")).toBe("");
  });
});
