import { act, fireEvent, screen, within } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { Carousel } from "../../../src/components/ui/carousel/Carousel";

const slides = ["Innovation", "Collaboration", "Result"].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

function visibleSlideNames() {
  return screen.getAllByRole("group").map((g) => g.textContent);
}

describe("Carousel", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("is a named region with named Previous and Next buttons that wrap at both ends", () => {
    renderWithTheme(<Carousel label="Our values">{slides}</Carousel>);
    const region = screen.getByRole("region", { name: "Our values" });
    expect(visibleSlideNames()).toEqual(["Innovation"]);
    fireEvent.click(within(region).getByRole("button", { name: "Previous slide" }));
    expect(visibleSlideNames()).toEqual(["Result"]);
    fireEvent.click(within(region).getByRole("button", { name: "Next slide" }));
    expect(visibleSlideNames()).toEqual(["Innovation"]);
  });

  it("keeps off-screen slides out of the tab order and the accessibility tree", () => {
    renderWithTheme(<Carousel label="Our values">{slides}</Carousel>);
    const hidden = screen.getAllByRole("group", { hidden: true }).filter((g) => g.getAttribute("aria-hidden") === "true");
    expect(hidden).toHaveLength(2);
    for (const slide of hidden) expect(slide).toHaveAttribute("inert");
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Innovation"]);
  });

  it("auto-advances, pauses with its Pause button and resumes with Play", () => {
    renderWithTheme(
      <Carousel label="Our values" autoplayMs={5000}>
        {slides}
      </Carousel>,
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlideNames()).toEqual(["Collaboration"]);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => jest.advanceTimersByTime(15000));
    expect(visibleSlideNames()).toEqual(["Collaboration"]);
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlideNames()).toEqual(["Result"]);
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlideNames()).toEqual(["Innovation"]);
  });

  it("does not auto-advance under prefers-reduced-motion", () => {
    mockMatchMedia((query) => query.includes("prefers-reduced-motion"));
    renderWithTheme(
      <Carousel label="Our values" autoplayMs={5000}>
        {slides}
      </Carousel>,
    );
    act(() => jest.advanceTimersByTime(20000));
    expect(visibleSlideNames()).toEqual(["Innovation"]);
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  });

  it("pauses while the pointer is over it", () => {
    renderWithTheme(
      <Carousel label="Our values" autoplayMs={2000}>
        {slides}
      </Carousel>,
    );
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Our values" }));
    act(() => jest.advanceTimersByTime(6000));
    expect(visibleSlideNames()).toEqual(["Innovation"]);
    fireEvent.mouseLeave(screen.getByRole("region", { name: "Our values" }));
    act(() => jest.advanceTimersByTime(2000));
    expect(visibleSlideNames()).toEqual(["Collaboration"]);
  });

  it("stays paused while focus is inside, even after the pointer leaves", () => {
    renderWithTheme(
      <Carousel label="Our values" autoplayMs={2000}>
        {slides}
      </Carousel>,
    );
    const region = screen.getByRole("region", { name: "Our values" });
    fireEvent.mouseEnter(region);
    fireEvent.focus(within(region).getByRole("button", { name: "Next slide" }));
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(6000));
    expect(visibleSlideNames()).toEqual(["Innovation"]);
    fireEvent.blur(within(region).getByRole("button", { name: "Next slide" }), { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(2000));
    expect(visibleSlideNames()).toEqual(["Collaboration"]);
  });

  it("runs backwards when reversed, and shows everything statically when all slides fit", () => {
    const { unmount } = renderWithTheme(
      <Carousel label="Bill Boards" autoplayMs={1000} reverse>
        {slides}
      </Carousel>,
    );
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleSlideNames()).toEqual(["Result"]);
    unmount();
    renderWithTheme(
      <Carousel label="Counters" autoplayMs={1000} responsive={{ perView: 4 }}>
        {slides}
      </Carousel>,
    );
    expect(visibleSlideNames()).toEqual(["Innovation", "Collaboration", "Result"]);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("follows a controlled index and reports moves", () => {
    const onIndexChange = jest.fn();
    renderWithTheme(
      <Carousel label="Case studies" index={2} onIndexChange={onIndexChange} dots>
        {slides}
      </Carousel>,
    );
    expect(visibleSlideNames()).toEqual(["Result"]);
    expect(screen.getByRole("button", { name: "Show slide 3" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(onIndexChange).toHaveBeenCalledWith(0);
  });
});
