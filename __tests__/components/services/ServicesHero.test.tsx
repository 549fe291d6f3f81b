import { screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { ServicesHero } from "../../../src/components/services/ServicesHero";

describe("ServicesHero", () => {
  it("renders the headline's HTML as the page heading", () => {
    renderWithTheme(<ServicesHero headline="Services built for <span>lift-off</span>" text="Pick one." />);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Services built for lift-off");
    expect(heading.querySelector("span")).toHaveTextContent("lift-off");
  });
});
