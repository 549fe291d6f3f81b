import { act, fireEvent, screen } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { Timeline } from "../../../src/components/home/Timeline";
import { timelineEntry } from "./fixtures";
import { pageWords } from "../page-words";

const entries = [2018, 2019, 2020, 2021, 2022, 2023].map((y) => timelineEntry(y)).concat(timelineEntry(2024, false));

function selectedYear() {
  return screen.getByRole("tab", { selected: true }).textContent;
}

describe("Timeline", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("offers 2018 to 2024 as tabs with 2018 selected and its two panels shown", () => {
    renderWithTheme(<Timeline entries={entries} words={pageWords("/", "timelineSection")} />);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["2018", "2019", "2020", "2021", "2022", "2023", "2024"]);
    expect(selectedYear()).toBe("2018");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAccessibleName("2018");
    expect(panel).toHaveTextContent("Headline 2018");
    expect(panel).toHaveTextContent("Second headline 2018");
  });

  it("moves every 6 s and wraps after 2024, which has one panel", () => {
    renderWithTheme(<Timeline entries={entries} words={pageWords("/", "timelineSection")} />);
    act(() => jest.advanceTimersByTime(5999));
    expect(selectedYear()).toBe("2018");
    act(() => jest.advanceTimersByTime(1));
    expect(selectedYear()).toBe("2019");
    for (let step = 0; step < 5; step += 1) act(() => jest.advanceTimersByTime(6000));
    expect(selectedYear()).toBe("2024");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Headline 2024");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(1);
    act(() => jest.advanceTimersByTime(6000));
    expect(selectedYear()).toBe("2018");
  });

  it("selects a year by click and by arrow keys, Home and End", () => {
    renderWithTheme(<Timeline entries={entries} words={pageWords("/", "timelineSection")} />);
    fireEvent.click(screen.getByRole("tab", { name: "2021" }));
    expect(selectedYear()).toBe("2021");
    const tab = screen.getByRole("tab", { name: "2021" });
    expect(tab).toHaveAttribute("tabindex", "0");
    fireEvent.keyDown(tab, { key: "ArrowRight" });
    expect(selectedYear()).toBe("2022");
    expect(screen.getByRole("tab", { name: "2022" })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("tab", { name: "2022" }), { key: "End" });
    expect(selectedYear()).toBe("2024");
    fireEvent.keyDown(screen.getByRole("tab", { name: "2024" }), { key: "ArrowRight" });
    expect(selectedYear()).toBe("2018");
    fireEvent.keyDown(screen.getByRole("tab", { name: "2018" }), { key: "ArrowLeft" });
    expect(selectedYear()).toBe("2024");
    fireEvent.keyDown(screen.getByRole("tab", { name: "2024" }), { key: "Home" });
    expect(selectedYear()).toBe("2018");
  });

  it("says so when a year has no content", () => {
    renderWithTheme(<Timeline entries={entries.filter((e) => e.year !== 2020)} words={pageWords("/", "timelineSection")} />);
    fireEvent.click(screen.getByRole("tab", { name: "2020" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("No content available for the selected year.");
  });

  it("stays on 2018 under reduced motion and offers Play", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<Timeline entries={entries} words={pageWords("/", "timelineSection")} />);
    act(() => jest.advanceTimersByTime(30000));
    expect(selectedYear()).toBe("2018");
    fireEvent.click(screen.getByRole("button", { name: "Play timeline" }));
    act(() => jest.advanceTimersByTime(6000));
    expect(selectedYear()).toBe("2019");
  });
});
