import { entryForYear, NO_CONTENT_MESSAGE, panelsOf, TIMELINE_YEARS } from "../../src/lib/timeline";

describe("timeline", () => {
  it("runs from 2018 to 2024", () => {
    expect(TIMELINE_YEARS).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024]);
  });

  it("finds a year's entry or nothing", () => {
    const entries = [{ year: 2018 }, { year: 2020 }];
    expect(entryForYear(entries, 2020)).toBe(entries[1]);
    expect(entryForYear(entries, 2019)).toBeUndefined();
  });

  it("has a second panel only when both its headline and text exist", () => {
    const base = { year: 2024, headline: "Fourth branch", desc: "Deoghar" };
    expect(panelsOf(base)).toEqual([{ headline: "Fourth branch", desc: "Deoghar" }]);
    expect(panelsOf({ ...base, headline2: "Half", desc2: null })).toHaveLength(1);
    expect(panelsOf({ ...base, headline2: "More", desc2: "Text" })).toEqual([
      { headline: "Fourth branch", desc: "Deoghar" },
      { headline: "More", desc: "Text" },
    ]);
  });

  it("words the empty year exactly as the spec does", () => {
    expect(NO_CONTENT_MESSAGE).toBe("No content available for the selected year.");
  });
});
