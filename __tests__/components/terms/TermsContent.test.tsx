import { screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { TermsContent } from "../../../src/components/terms/TermsContent";

describe("TermsContent", () => {
  it("covers every part the spec lists, each as a section linked from the contents", () => {
    renderWithTheme(<TermsContent email="hello@x.example" />);
    expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeInTheDocument();
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      "Use of this website",
      "Cookies",
      "Licence",
      "Hyperlinking to our content",
      "iFrames",
      "Reservation of rights",
      "Disclaimer",
      "No liability while the service is free",
    ]);
    const contents = screen.getByRole("navigation", { name: "Sections of the terms" });
    expect(contents.querySelectorAll("a")).toHaveLength(titles.length);
  });

  it("says link approval takes 2-3 weeks and where to ask", () => {
    renderWithTheme(<TermsContent email="hello@x.example" />);
    const linking = screen.getByRole("region", { name: "Hyperlinking to our content" });
    expect(linking).toHaveTextContent("2-3 weeks");
    expect(linking).toHaveTextContent("hello@x.example");
    expect(screen.getByRole("region", { name: "No liability while the service is free" })).toHaveTextContent(/free of charge/);
  });
});
