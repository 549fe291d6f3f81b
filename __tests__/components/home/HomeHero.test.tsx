import { act, fireEvent, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { HomeHero } from "../../../src/components/home/HomeHero";
import { theme } from "../../../src/styles/theme";
import { caseStudy } from "./fixtures";

const caseStudies = Array.from({ length: 19 }, (_, id) => caseStudy(id, id === 0 ? 3 : 2));
const last = caseStudies[caseStudies.length - 1];

function renderHero(list = caseStudies) {
  return renderWithTheme(<HomeHero headline="We launch <span>brands</span>" text="Pick a mission." caseStudies={list} />);
}

function shownCaseLink() {
  return within(screen.getByRole("group", { name: /^Case study \d+ of \d+$/ })).getByRole("link");
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
    expect(screen.getByRole("group", { name: `Case study 1 of ${caseStudies.length}` })).toHaveTextContent("Client 0");
  });

  it("wraps from the first case study to the last and back with Previous and Next", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Previous case study" }));
    expect(shownCaseLink()).toHaveAttribute("href", `/CaseStudy/${last.caseId}`);
    expect(shownCaseLink()).toHaveTextContent(last.title);
    fireEvent.click(screen.getByRole("button", { name: "Next case study" }));
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/0");
    fireEvent.click(screen.getByRole("button", { name: "Next case study" }));
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/1");
  });

  it("selects a case study from its thumbnail and marks that thumbnail pressed", () => {
    renderHero();
    const strip = screen.getByRole("region", { name: "Case study thumbnails" });
    expect(within(strip).getByRole("button", { name: "Show Mission 0, Client 0" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(within(strip).getByRole("button", { name: "Show Mission 2, Client 2" }));
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/2");
    expect(within(strip).getByRole("button", { name: "Show Mission 2, Client 2" })).toHaveAttribute("aria-pressed", "true");
    expect(within(strip).getByRole("button", { name: "Show Mission 0, Client 0" })).toHaveAttribute("aria-pressed", "false");
  });

  it("brings the chosen case study's thumbnail into view when Previous wraps to the end", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Previous case study" }));
    const strip = screen.getByRole("region", { name: "Case study thumbnails" });
    expect(within(strip).getByRole("button", { name: `Show ${last.title}, ${last.Name}` })).toHaveAttribute("aria-pressed", "true");
  });

  it("takes any number of case studies, with ids that skip numbers: a 20th (id 25) is reached, counted and selectable", () => {
    const twenty = [...caseStudies, caseStudy(25, 4)];
    renderHero(twenty);
    expect(screen.getByRole("group", { name: "Case study 1 of 20" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous case study" }));
    expect(screen.getByRole("group", { name: "Case study 20 of 20" })).toBeInTheDocument();
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/25");
    expect(screen.getByRole("region", { name: "Results for Mission 25" })).toBeInTheDocument();
    const strip = screen.getByRole("region", { name: "Case study thumbnails" });
    expect(within(strip).getAllByRole("group", { hidden: true })).toHaveLength(20);
    expect(within(strip).getByRole("button", { name: "Show Mission 25, Client 25" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("button", { name: "Next case study" }));
    expect(shownCaseLink()).toHaveAttribute("href", "/CaseStudy/0");
  });

  it("loops the counters only when a case study has more than two", () => {
    renderHero();
    expect(screen.getByRole("region", { name: "Results for Mission 0" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next case study" }));
    expect(screen.queryByRole("region", { name: "Results for Mission 1" })).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Results for Mission 1" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });

  it("leaves the thumbnails' images out of the pre-rendered page and puts them in, slide-sized, once it hydrates", async () => {
    const thumb: IGatsbyImageData = {
      layout: "constrained",
      width: 480,
      height: 300,
      images: { fallback: { src: "/static/t/thumb.webp", srcSet: "/static/t/thumb.webp 480w", sizes: "(min-width: 480px) 480px, 100vw" } },
    };
    const withThumbs = caseStudies.map((c) => ({ ...c, thumb: { childImageSharp: { gatsbyImageData: thumb } } }));
    const page = (
      <ThemeProvider theme={theme}>
        <HomeHero headline="We launch brands" text="Pick a mission." caseStudies={withThumbs} />
      </ThemeProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const strip = () => screen.getByRole("region", { name: "Case study thumbnails" });
    expect(strip().querySelector("img")).toBeNull();
    expect(within(strip()).getByRole("button", { name: "Show Mission 0, Client 0" })).toBeInTheDocument();

    const root = await act(async () => hydrateRoot(container, page));
    const images = strip().querySelectorAll("img");
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toHaveAttribute("sizes", "(max-width: 495.98px) 50vw, (max-width: 2389.98px) 34vw, 20vw");
    act(() => root.unmount());
    container.remove();
  });
});

