import { act, screen } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { AwardsSlider } from "../../../src/components/about/AwardsSlider";
import { pageWords } from "../page-words";

const awards = [
  { title: "India 500 Most Performing IT Company", year: 2023, image: null, imageAlt: "Gold medal for 2023" },
  { title: "Iconic Brand of The Year 2022", year: 2022, image: null, imageAlt: "Gold medal for 2022" },
  { title: "CEO's of The Year 2022", year: 2022, image: null, imageAlt: "Gold medal for 2022" },
];

function shownTitles() {
  return screen.getAllByRole("group").map((g) => g.querySelector("strong")?.textContent);
}

describe("AwardsSlider", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("moves every 3 s and wraps", () => {
    renderWithTheme(<AwardsSlider awards={awards} words={pageWords("/about", "awardsSection")} />);
    expect(shownTitles()).toEqual(["India 500 Most Performing IT Company", "Iconic Brand of The Year 2022"]);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownTitles()).toEqual(["Iconic Brand of The Year 2022", "CEO's of The Year 2022"]);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownTitles()[0]).toBe("India 500 Most Performing IT Company");
  });

  it("takes any number of awards under any names: a renamed one and a fourth all come round", () => {
    const more = [{ ...awards[0], title: "Moonshot Agency of the Decade" }, ...awards.slice(1), { title: "Best Orbit Campaign 2025", year: 2025, image: null, imageAlt: "Gold medal for 2025" }];
    renderWithTheme(<AwardsSlider awards={more} words={pageWords("/about", "awardsSection")} />);
    const seen = new Set(shownTitles());
    for (let move = 0; move < more.length; move += 1) {
      act(() => jest.advanceTimersByTime(3000));
      for (const title of shownTitles()) seen.add(title);
    }
    expect([...seen].sort()).toEqual(more.map((award) => award.title).sort());
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(more.length);
  });

  it("stays still under reduced motion", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<AwardsSlider awards={awards} words={pageWords("/about", "awardsSection")} />);
    act(() => jest.advanceTimersByTime(9000));
    expect(shownTitles()[0]).toBe("India 500 Most Performing IT Company");
  });
});
