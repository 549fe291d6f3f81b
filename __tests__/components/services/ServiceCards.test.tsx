import { fireEvent, screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { ServiceCards } from "../../../src/components/services/ServiceCards";

const card = (title: string, Bgcolor: string) => ({ title, desc: `${title} text`, color: "#f5b942", Bgcolor, img: null, imgAlt: `${title} illustration` });
const service = { titleSmall: "Digital Marketing", cards: [card("Search Marketing", "#1d1a33"), card("Social Media", "#2a1033")] };

describe("ServiceCards", () => {
  it("lists the cards with their title and text", () => {
    renderWithTheme(<ServiceCards service={service} />);
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Search Marketing", "Social Media"]);
    expect(screen.getByRole("heading", { level: 3, name: "Social Media" })).toBeInTheDocument();
  });

  it("paints the section in the hovered card's colour and clears it on leaving", () => {
    renderWithTheme(<ServiceCards service={service} />);
    const section = screen.getByRole("region", { name: "What Digital Marketing covers" });
    const [first, second] = screen.getAllByRole("article");
    expect(section).toHaveStyle({ backgroundColor: "rgba(0, 0, 0, 0)" });
    fireEvent.mouseEnter(first);
    expect(section).toHaveStyle({ backgroundColor: "#1d1a33" });
    fireEvent.mouseLeave(first);
    fireEvent.mouseEnter(second);
    expect(section).toHaveStyle({ backgroundColor: "#2a1033" });
    fireEvent.mouseLeave(second);
    expect(section).toHaveStyle({ backgroundColor: "rgba(0, 0, 0, 0)" });
  });

  it("does the same for keyboard focus", () => {
    renderWithTheme(<ServiceCards service={service} />);
    const section = screen.getByRole("region", { name: "What Digital Marketing covers" });
    const [, second] = screen.getAllByRole("article");
    expect(second).toHaveAttribute("tabindex", "0");
    fireEvent.focus(second);
    expect(section).toHaveStyle({ backgroundColor: "#2a1033" });
    fireEvent.blur(second);
    expect(section).toHaveStyle({ backgroundColor: "rgba(0, 0, 0, 0)" });
  });

  it("renders nothing for a service without cards (consultant)", () => {
    const { container } = renderWithTheme(<ServiceCards service={{ titleSmall: "Business Consulting", cards: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
