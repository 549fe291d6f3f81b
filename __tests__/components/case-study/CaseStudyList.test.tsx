import { screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { CaseStudyList } from "../../../src/components/case-study/CaseStudyList";
import { API_URL } from "../../../src/lib/api-base";

const entry = (caseId: number, title: string, pdf: string) => ({
  caseId,
  title,
  subtitle: "Subtitle",
  Name: `Client ${caseId}`,
  slung: `slug-${caseId}`,
  pdf,
  thumb: null,
});

describe("CaseStudyList", () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
  });

  it("orders the cards by title and links each to its page and its PDF on the API", () => {
    renderWithTheme(<CaseStudyList caseStudies={[entry(0, "Zeta launch", "zeta"), entry(1, "alpha relaunch", "alpha"), entry(2, "Beta", "beta")]} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["alpha relaunch", "Beta", "Zeta launch"]);
    expect(screen.getByRole("link", { name: "alpha relaunch" })).toHaveAttribute("href", "/CaseStudy/1");
    expect(screen.getByRole("link", { name: "PDF: Zeta launch" })).toHaveAttribute("href", `${API_URL}/CaseStudy/zeta.pdf`);
    expect(screen.getByRole("button", { name: "Download Beta" })).toBeInTheDocument();
  });
});
