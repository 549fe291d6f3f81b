import { act, fireEvent, screen } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { Testimonials } from "../../../src/components/about/Testimonials";
import { pageWords } from "../page-words";

const people = ["Ananya", "Rohan", "Meera"].map((name) => ({ name, job: `${name}'s job`, text: `${name} says hello`, image: null, imageAlt: `${name}’s avatar` }));

function shownNames() {
  return screen.getAllByRole("group").map((g) => g.querySelector("strong")?.textContent);
}

describe("Testimonials", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("shows one testimonial at a time with a dot per testimonial", () => {
    renderWithTheme(<Testimonials testimonials={people} words={pageWords("/about", "testimonialsSection")} />);
    expect(shownNames()).toEqual(["Ananya"]);
    expect(screen.getAllByRole("button", { name: /^Show slide/ })).toHaveLength(people.length);
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3" }));
    expect(shownNames()).toEqual(["Meera"]);
  });

  it("moves every 2 s and wraps", () => {
    renderWithTheme(<Testimonials testimonials={people} words={pageWords("/about", "testimonialsSection")} />);
    act(() => jest.advanceTimersByTime(2000));
    expect(shownNames()).toEqual(["Rohan"]);
    act(() => jest.advanceTimersByTime(2000));
    act(() => jest.advanceTimersByTime(2000));
    expect(shownNames()).toEqual(["Ananya"]);
  });

  it("stays still under reduced motion", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<Testimonials testimonials={people} words={pageWords("/about", "testimonialsSection")} />);
    act(() => jest.advanceTimersByTime(10000));
    expect(shownNames()).toEqual(["Ananya"]);
  });
});
