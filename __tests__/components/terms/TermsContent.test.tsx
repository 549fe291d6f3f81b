import { screen, within } from "@testing-library/react";
import fs from "fs";
import path from "path";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { TermsContent, type TermsData } from "../../../src/components/terms/TermsContent";
import { pageWords } from "../page-words";

/** data/terms.json's terms, as the build reads them (issue 30). */
const TERMS = (JSON.parse(fs.readFileSync(path.join(__dirname, "../../../data/terms.json"), "utf8")) as { terms: TermsData }).terms;
const heading = pageWords("/terms-and-conditions", "hero").heading;

const renderTerms = (terms: TermsData = TERMS) => renderWithTheme(<TermsContent terms={terms} heading={heading} email="hello@x.example" />);

describe("TermsContent", () => {
  it("covers every part the spec lists, each as a section linked from the contents", () => {
    renderTerms();
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
    renderTerms();
    const linking = screen.getByRole("region", { name: "Hyperlinking to our content" });
    expect(linking).toHaveTextContent("2-3 weeks");
    expect(linking).toHaveTextContent("hello@x.example");
    expect(linking).not.toHaveTextContent("{email}");
    expect(screen.getByRole("region", { name: "No liability while the service is free" })).toHaveTextContent(/free of charge/);
  });

  it("shows the data's day as a date and each section's list between its paragraphs and what follows (issue 30)", () => {
    renderTerms();
    expect(screen.getByText(`Last updated: 1 January 2025`)).toBeInTheDocument();
    const licence = TERMS.sections.find((section) => section.id === "licence");
    const region = screen.getByRole("region", { name: licence?.heading });
    expect(within(region).getAllByRole("listitem").map((item) => item.textContent)).toEqual(licence?.list);
  });

  it("shows a heading changed in data, and a section added there, with its link in the contents", () => {
    const sections = [{ ...TERMS.sections[0], heading: "Using this site" }, ...TERMS.sections.slice(1), { id: "law", heading: "Governing law", paragraphs: ["These terms are governed by the laws of India."] }];
    renderTerms({ updated: "2026-11-27", sections });
    expect(screen.getByRole("region", { name: "Using this site" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Governing law" })).toHaveTextContent("governed by the laws of India");
    expect(within(screen.getByRole("navigation", { name: "Sections of the terms" })).getByRole("link", { name: "Governing law" })).toHaveAttribute("href", "#law");
    expect(screen.getByText("Last updated: 27 November 2026")).toBeInTheDocument();
  });
});
