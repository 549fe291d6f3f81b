import { act, fireEvent, screen } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { IntroSlider } from "../../../src/components/about/IntroSlider";

const slides = ["Born", "Growing", "Higher"].map((title) => ({ title, text: `${title} text`, image: null }));

/** The current slide: the one not marked hidden (while it fades out it is invisible, so look among hidden ones too). */
function current() {
  const slide = screen.getAllByRole("group", { hidden: true }).find((g) => !g.hasAttribute("aria-hidden"));
  if (!slide) throw new Error("no current slide");
  return slide;
}

describe("IntroSlider", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("shows the page title and the first of three slides", () => {
    renderWithTheme(<IntroSlider title="About us" slides={slides} />);
    expect(screen.getByRole("heading", { level: 1, name: "About us" })).toBeInTheDocument();
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(current()).toHaveAccessibleName("1 of 3");
    expect(current()).toHaveTextContent("Born text");
  });

  it("fades the slide out after 5 s and shows the next 1 s later, wrapping after the third", () => {
    renderWithTheme(<IntroSlider title="About us" slides={slides} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toHaveStyle({ opacity: "1" });
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toHaveTextContent("Born text");
    expect(current()).toHaveStyle({ opacity: "0" });
    act(() => jest.advanceTimersByTime(999));
    expect(current()).toHaveTextContent("Born text");
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toHaveTextContent("Growing text");
    expect(current()).toHaveStyle({ opacity: "1" });
    for (let step = 0; step < 2; step += 1) {
      act(() => jest.advanceTimersByTime(5000));
      act(() => jest.advanceTimersByTime(1000));
    }
    expect(current()).toHaveTextContent("Born text");
  });

  it("pauses with Pause, and moves with Previous and Next", () => {
    renderWithTheme(<IntroSlider title="About us" slides={slides} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => jest.advanceTimersByTime(20000));
    expect(current()).toHaveTextContent("Born text");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toHaveTextContent("Higher text");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toHaveTextContent("Born text");
  });

  it("does not cycle under reduced motion", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<IntroSlider title="About us" slides={slides} />);
    act(() => jest.advanceTimersByTime(30000));
    expect(current()).toHaveTextContent("Born text");
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  });
});
