import { screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { ContactSection } from "../../../src/components/contact/ContactSection";
import { pageWords } from "../page-words";

describe("ContactSection", () => {
  it("carries the contact heading and its subtext", () => {
    renderWithTheme(<ContactSection words={pageWords("/", "contactSection")} />);
    const section = screen.getByRole("region", { name: "Navigate your next project with us!" });
    expect(section).toHaveTextContent("Connect with us to explore the cosmos of creativity and innovation together.");
  });

  it("renders nothing in the form's place until a form is given, then renders it", () => {
    const { rerender } = renderWithTheme(<ContactSection words={pageWords("/", "contactSection")} />);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    rerender(<ContactSection form={<form aria-label="Contact" />} words={pageWords("/", "contactSection")} />);
    expect(screen.getByRole("form", { name: "Contact" })).toBeInTheDocument();
  });
});
