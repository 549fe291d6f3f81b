import { fireEvent, screen, within } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { HomeHero } from "../../../src/components/home/HomeHero";
import { caseStudy } from "./fixtures";

const caseStudies = Array.from({ length: 19 }, (_, id) => caseStudy(id, id === 0 ? 3 : 2));

function renderHero() {
  return renderWithTheme(<HomeHero headline="We launch <span>brands</span>" text="Pick a mission." caseStudies={caseStudies} />);
}

function shownCaseLink() {
  return within(screen.getByRole("group", { name: /^Case study \d+ of 19$/ })).getByRole("link");
}

describe("HomeHero", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("shows the headline and the first case study, linking to its page", () => {
    renderHero();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We launch brands");
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/0");
    expect(screen.getByRole("group", { name: "Case study 1 of 19" })).toHaveTextContent("Client 0");
  });

  it("wraps from the first case study to the last and back with Previous and Next", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Previous case study" }));
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/18");
    expect(shownCaseLink()).toHaveTextContent("Mission 18");
    fireEvent.click(screen.getByRole("button", { name: "Next case study" }));
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/0");
    fireEvent.click(screen.getByRole("button", { name: "Next case study" }));
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/1");
  });

  it("selects a case study from its thumbnail and marks that thumbnail pressed", () => {
    renderHero();
    const strip = screen.getByRole("region", { name: "Case study thumbnails" });
    expect(within(strip).getByRole("button", { name: "Show Mission 0" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(within(strip).getByRole("button", { name: "Show Mission 2" }));
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/2");
    expect(within(strip).getByRole("button", { name: "Show Mission 2" })).toHaveAttribute("aria-pressed", "true");
    expect(within(strip).getByRole("button", { name: "Show Mission 0" })).toHaveAttribute("aria-pressed", "false");
  });

  it("brings the chosen case study's thumbnail into view when Previous wraps to the end", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Previous case study" }));
    const strip = screen.getByRole("region", { name: "Case study thumbnails" });
    expect(within(strip).getByRole("button", { name: "Show Mission 18" })).toHaveAttribute("aria-pressed", "true");
  });

  it("loops the counters only when a case study has more than two", () => {
    renderHero();
    expect(screen.getByRole("region", { name: "Results for Mission 0" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next case study" }));
    expect(screen.queryByRole("region", { name: "Results for Mission 1" })).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Results for Mission 1" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });
});
