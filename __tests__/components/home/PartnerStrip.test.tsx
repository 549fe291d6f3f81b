import { act, screen, within } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { PARTNER_RESPONSIVE, PartnerStrip } from "../../../src/components/home/PartnerStrip";
import { pageWords } from "../page-words";

const partner = (n: number) => ({ name: `Partner ${n}`, kind: `Kind ${n}`, logo: null, logoAlt: `Partner ${n} logo` });
const partners = (count: number) => Array.from({ length: count }, (_, i) => partner(i + 1));
const slides = () => within(screen.getByRole("region", { name: "Partners" })).getAllByRole("group", { hidden: true });
const shown = () => slides().filter((slide) => slide.getAttribute("aria-hidden") !== "true").map((slide) => slide.textContent);

describe("PartnerStrip", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia(() => false);
  });
  afterEach(() => jest.useRealTimers());

  it("shows every partner side by side, still, when they all fit", () => {
    const all = partners(PARTNER_RESPONSIVE.perView);
    renderWithTheme(<PartnerStrip partners={all} words={pageWords("/", "partnersSection")} />);
    expect(shown()).toEqual(all.map((p) => p.kind));
    expect(screen.queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
  });

  it("takes one more partner than fit: all are in the strip and it moves to bring the extra one in", () => {
    const more = partners(PARTNER_RESPONSIVE.perView + 1);
    renderWithTheme(<PartnerStrip partners={more} words={pageWords("/", "partnersSection")} />);
    expect(slides()).toHaveLength(more.length);
    expect(shown()).not.toContain(more[more.length - 1].kind);
    act(() => jest.advanceTimersByTime(3000));
    expect(shown()).toContain(more[more.length - 1].kind);
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
  });
});
