import { screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { CompanyStory } from "../../../src/components/about/CompanyStory";
import { pageWords } from "../page-words";

describe("CompanyStory", () => {
  it("tells the story paragraph by paragraph under its heading", () => {
    renderWithTheme(<CompanyStory paragraphs={["Founded in Pune.", "Grew to 350."]} words={pageWords("/about", "storySection")} />);
    const section = screen.getByRole("region", { name: "Our story" });
    expect(section.querySelectorAll("p")).toHaveLength(2);
    expect(section).toHaveTextContent("Grew to 350.");
  });
});
