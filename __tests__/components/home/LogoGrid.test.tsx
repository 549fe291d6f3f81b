import { act, fireEvent, screen, within } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { LogoGrid } from "../../../src/components/home/LogoGrid";
import { CATEGORIES, clients } from "./fixtures";
import { pageWords } from "../page-words";

function selectedCategory() {
  return screen.getAllByRole("button", { pressed: true }).map((b) => b.textContent);
}

function shownLogos() {
  return within(screen.getByRole("list", { name: /clients$/ }))
    .queryAllByRole("listitem")
    .map((li) => li.textContent);
}

describe("LogoGrid", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("starts on Automotive and shows the logos whose path names it, in any case", () => {
    renderWithTheme(<LogoGrid clients={clients} words={pageWords("/", "clientsSection")} />);
    expect(selectedCategory()).toEqual(["Automotive"]);
    expect(screen.getByRole("list", { name: "Automotive clients" })).toBeInTheDocument();
    expect(shownLogos()).toEqual(["Kalpa Motors", "Torqueline"]);
  });

  it(`moves to the next industry every 5 s through all ${CATEGORIES.length} and wraps`, () => {
    renderWithTheme(<LogoGrid clients={clients} words={pageWords("/", "clientsSection")} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(selectedCategory()).toEqual(["Automotive"]);
    act(() => jest.advanceTimersByTime(1));
    expect(selectedCategory()).toEqual(["Ecommerce"]);
    expect(shownLogos()).toEqual(["OrbitCart"]);
    for (let step = 2; step < CATEGORIES.length; step += 1) act(() => jest.advanceTimersByTime(5000));
    expect(selectedCategory()).toEqual([CATEGORIES[CATEGORIES.length - 1]]);
    act(() => jest.advanceTimersByTime(5000));
    expect(selectedCategory()).toEqual(["Automotive"]);
  });

  it("selects an industry on click and keeps the selected one in view", () => {
    renderWithTheme(<LogoGrid clients={clients} words={pageWords("/", "clientsSection")} />);
    fireEvent.click(screen.getByRole("button", { name: "Ecommerce" }));
    expect(selectedCategory()).toEqual(["Ecommerce"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.click(screen.getByRole("button", { name: "FMCG" }));
    expect(selectedCategory()).toEqual(["FMCG"]);
    expect(shownLogos()).toEqual([]);
  });

  it("pauses with its Pause button and while focus is inside, and resumes with Play", () => {
    renderWithTheme(<LogoGrid clients={clients} words={pageWords("/", "clientsSection")} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause industry rotation" }));
    act(() => jest.advanceTimersByTime(20000));
    expect(selectedCategory()).toEqual(["Automotive"]);
    fireEvent.click(screen.getByRole("button", { name: "Play industry rotation" }));
    act(() => jest.advanceTimersByTime(5000));
    expect(selectedCategory()).toEqual(["Ecommerce"]);
    fireEvent.focus(screen.getByRole("button", { name: "FMCG" }));
    act(() => jest.advanceTimersByTime(20000));
    expect(selectedCategory()).toEqual(["Ecommerce"]);
  });

  it("does not auto-advance under reduced motion until Play is pressed", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<LogoGrid clients={clients} words={pageWords("/", "clientsSection")} />);
    act(() => jest.advanceTimersByTime(20000));
    expect(selectedCategory()).toEqual(["Automotive"]);
    fireEvent.click(screen.getByRole("button", { name: "Play industry rotation" }));
    act(() => jest.advanceTimersByTime(5000));
    expect(selectedCategory()).toEqual(["Ecommerce"]);
  });
});
