import { screen, within } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { CaseStudyPage } from "../../../src/components/case-study/CaseStudyPage";
import { fullCaseStudy, minimalCaseStudy } from "./fixtures";

const OPTIONAL_HEADINGS = [
  "Parents in the loop",
  "Objectives",
  "Approach",
  "Deliverables",
  "Requirements",
  "Involvement",
  "Channels we used",
  "Tools we built",
  "Highlights",
  "Challenges",
  "Our Solution",
  "Learning from every call",
  "Bill Boards",
  "Social Posts",
  "The ask",
  "The answer",
];

describe("CaseStudyPage", () => {
  beforeEach(() => mockMatchMedia(() => false));

  it("shows the required parts: title, subtitle, client, description, counters and Download", () => {
    renderWithTheme(<CaseStudyPage caseStudy={minimalCaseStudy} />);
    expect(screen.getByRole("heading", { level: 1, name: "Dhruva Trust: One Million Meals" })).toBeInTheDocument();
    expect(screen.getByText("Foundation awareness drive")).toBeInTheDocument();
    expect(screen.getByText("A long description for wide screens.")).toBeInTheDocument();
    expect(screen.getByText("A short one for phones.")).toBeInTheDocument();
    expect(screen.getByText("Meals served")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
  });

  it("renders no optional block when the case study has none", () => {
    renderWithTheme(<CaseStudyPage caseStudy={minimalCaseStudy} />);
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    for (const heading of OPTIONAL_HEADINGS) expect(headings).not.toContain(heading);
    expect(screen.queryByRole("region", { name: "Bill Boards" })).toBeNull();
  });

  it("renders every optional block when its data is present", () => {
    renderWithTheme(<CaseStudyPage caseStudy={fullCaseStudy} />);
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    for (const heading of OPTIONAL_HEADINGS) expect(headings).toContain(heading);
    expect(screen.getByText("The second description.")).toBeInTheDocument();
    expect(screen.getByText("Notes shape the ads.")).toBeInTheDocument();
    expect(screen.getByText("Course finder")).toBeInTheDocument();
  });

  it("leaves out a list that exists but is empty", () => {
    renderWithTheme(<CaseStudyPage caseStudy={{ ...minimalCaseStudy, Deliverables: [], otherList: { title: "Empty", list: [] } }} />);
    expect(screen.queryByRole("heading", { name: "Deliverables" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Empty" })).toBeNull();
  });

  it("puts more than four counters in a slider and four or fewer in a plain row", () => {
    const { unmount } = renderWithTheme(<CaseStudyPage caseStudy={fullCaseStudy} />);
    const slider = screen.getByRole("region", { name: "Result figures" });
    expect(within(slider).getAllByRole("group", { hidden: true })).toHaveLength(6);
    unmount();
    renderWithTheme(<CaseStudyPage caseStudy={minimalCaseStudy} />);
    expect(screen.getByRole("region", { name: "Results" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Result figures" })).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("gives each image group its own carousel named after the group", () => {
    renderWithTheme(<CaseStudyPage caseStudy={fullCaseStudy} />);
    const billboards = screen.getByRole("region", { name: "Bill Boards gallery" });
    expect(within(billboards).getAllByRole("group", { hidden: true })).toHaveLength(4);
    expect(within(screen.getByRole("region", { name: "Social Posts gallery" })).getAllByRole("group", { hidden: true })).toHaveLength(2);
  });
});
