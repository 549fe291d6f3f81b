import { act, screen, within } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { CounterStrip } from "../../../src/components/home/CounterStrip";

const figures = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `${i + 1}0%`, desc: `Figure ${i + 1}` }));

function shownFigures() {
  return screen.getAllByRole("group").map((g) => within(g).getByText(/^Figure/).textContent);
}

describe("CounterStrip", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows two counters side by side, with no controls and no motion", () => {
    mockMatchMedia(() => false);
    renderWithTheme(<CounterStrip title="Mission" counters={figures(2)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("autoplays and loops when there are more than two counters and more than fit", () => {
    mockMatchMedia(() => false);
    renderWithTheme(<CounterStrip title="Mission" counters={figures(6)} />);
    expect(shownFigures()).toEqual(["Figure 1", "Figure 2", "Figure 3", "Figure 4"]);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownFigures()).toEqual(["Figure 2", "Figure 3", "Figure 4", "Figure 5"]);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownFigures()).toEqual(["Figure 3", "Figure 4", "Figure 5", "Figure 6"]);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownFigures()).toEqual(["Figure 1", "Figure 2", "Figure 3", "Figure 4"]);
  });

  it("stays still under reduced motion", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<CounterStrip title="Mission" counters={figures(6)} />);
    act(() => jest.advanceTimersByTime(9000));
    expect(shownFigures()).toEqual(["Figure 1", "Figure 2", "Figure 3", "Figure 4"]);
  });
});
