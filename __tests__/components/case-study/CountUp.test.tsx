import { act, screen } from "@testing-library/react";
import React from "react";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { CountUp } from "../../../src/components/case-study/CountUp";
import { COUNT_UP_MS } from "../../../src/components/case-study/use-count-up";
import { theme } from "../../../src/styles/theme";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback[] = [];

class FakeObserver {
  constructor(private callback: Callback) {
    observed.push(callback);
  }
  observe() {}
  disconnect() {}
}

const moving = () => screen.getByTestId("count-up").textContent;
const scrollIntoView = () => act(() => observed.forEach((callback) => callback([{ isIntersecting: true }])));

describe("CountUp", () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  const runFramesUntil = (ms: number) =>
    act(() => {
      now = ms;
      const pending = frames;
      frames = [];
      pending.forEach((frame) => frame(now));
    });

  beforeEach(() => {
    observed = [];
    frames = [];
    now = 0;
    mockMatchMedia(() => false);
    Object.assign(window, { IntersectionObserver: FakeObserver });
    jest.spyOn(performance, "now").mockImplementation(() => now);
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((frame) => frames.push(frame));
    jest.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("pre-renders the final figure, so the HTML has it before any script runs", () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <CountUp value="250+" />
      </ThemeProvider>,
    );
    expect(html.match(/250\+/g)).toHaveLength(3);
    expect(html).not.toContain(">0+<");
  });

  it("waits at zero, counts up over 2.5 s once in view, keeping the suffix, and ends on the data's text", () => {
    renderWithTheme(<CountUp value="3.5x" />);
    expect(moving()).toBe("0.0x");
    runFramesUntil(1000);
    expect(moving()).toBe("0.0x");
    scrollIntoView(); // at 1000 ms
    runFramesUntil(1000 + COUNT_UP_MS / 2);
    expect(moving()).toBe("3.1x");
    runFramesUntil(1000 + COUNT_UP_MS - 100);
    expect(frames).toHaveLength(1); // still counting
    runFramesUntil(1000 + COUNT_UP_MS);
    expect(moving()).toBe("3.5x");
    expect(frames).toHaveLength(0);
  });

  it("gives screen readers the final figure only", () => {
    renderWithTheme(<CountUp value="40%" />);
    expect(screen.getByText("40%", { selector: ".visually-hidden" })).toBeInTheDocument();
    expect(screen.getByTestId("count-up")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the final figure at once under reduced motion", () => {
    mockMatchMedia((query) => query.includes("prefers-reduced-motion"));
    renderWithTheme(<CountUp value="120Cr" />);
    expect(moving()).toBe("120Cr");
    expect(observed).toHaveLength(0);
  });

  it("leaves text without a number as it is", () => {
    renderWithTheme(<CountUp value="Top rated" />);
    expect(moving()).toBe("Top rated");
  });
});
