import { act, fireEvent, screen } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { ValuesCarousel } from "../../../src/components/home/ValuesCarousel";
import { pageWords } from "../page-words";

const slides = ["Innovation", "Collaboration", "Result"].map((name) => ({ name, caption: `${name} caption`, image: null }));

function shown() {
  const [slide] = screen.getAllByRole("group");
  return slide.textContent;
}

describe("ValuesCarousel", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("shows the previous, current and next captions, wrapping at both ends", () => {
    renderWithTheme(<ValuesCarousel slides={slides} words={pageWords("/", "valuesSection")} />);
    expect(shown()).toBe("PreviousResultInnovationInnovation captionNextCollaboration");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(shown()).toBe("PreviousCollaborationResultResult captionNextInnovation");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(shown()).toContain("Innovation caption");
  });

  it("advances by itself and wraps", () => {
    renderWithTheme(<ValuesCarousel slides={slides} words={pageWords("/", "valuesSection")} />);
    act(() => jest.advanceTimersByTime(4000));
    expect(shown()).toContain("Collaboration caption");
    act(() => jest.advanceTimersByTime(4000));
    expect(shown()).toContain("Result caption");
    act(() => jest.advanceTimersByTime(4000));
    expect(shown()).toContain("Innovation caption");
  });

  it("stays still under reduced motion", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<ValuesCarousel slides={slides} words={pageWords("/", "valuesSection")} />);
    act(() => jest.advanceTimersByTime(12000));
    expect(shown()).toContain("Innovation caption");
  });
});
