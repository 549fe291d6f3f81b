import { act, screen } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { AwardsSlider } from "../../../src/components/about/AwardsSlider";

const awards = [
  { title: "India 500 Most Performing IT Company", year: 2023, image: null },
  { title: "Iconic Brand of The Year 2022", year: 2022, image: null },
  { title: "CEO's of The Year 2022", year: 2022, image: null },
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
    renderWithTheme(<AwardsSlider awards={awards} />);
    expect(shownTitles()).toEqual(["India 500 Most Performing IT Company", "Iconic Brand of The Year 2022"]);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownTitles()).toEqual(["Iconic Brand of The Year 2022", "CEO's of The Year 2022"]);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownTitles()[0]).toBe("India 500 Most Performing IT Company");
  });

  it("stays still under reduced motion", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<AwardsSlider awards={awards} />);
    act(() => jest.advanceTimersByTime(9000));
    expect(shownTitles()[0]).toBe("India 500 Most Performing IT Company");
  });
});
