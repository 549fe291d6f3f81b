import { screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { CaseStudyList } from "../../../src/components/case-study/CaseStudyList";
import { API_URL } from "../../../src/lib/api-base";

/** Image data as gatsby-plugin-image's CONSTRAINED layout gives it (one AVIF source and a fallback). */
const thumb = (name: string) => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained" as const,
      width: 400,
      height: 250,
      images: {
        fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg 400w`, sizes: "(min-width: 400px) 400px, 100vw" },
        sources: [{ type: "image/avif", srcSet: `/static/${name}.avif 400w`, sizes: "(min-width: 400px) 400px, 100vw" }],
      },
    },
  },
});

const entry = (caseId: number, title: string, pdf: string, withThumb = false) => ({
  caseId,
  title,
  subtitle: "Subtitle",
  Name: `Client ${caseId}`,
  slung: `slug-${caseId}`,
  pdf,
  thumb: withThumb ? thumb(pdf) : null,
  thumbAlt: `${title} artwork`,
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

  it("loads the first card's image (the page's largest paint) at once with high priority, and the others lazily", () => {
    const { container } = renderWithTheme(
      <CaseStudyList caseStudies={[entry(0, "Zeta launch", "zeta", true), entry(1, "alpha relaunch", "alpha", true), entry(2, "Beta", "beta", true)]} />,
    );
    const images = Array.from(container.querySelectorAll("img"));
    // In the order the cards show (by title): alpha first.
    expect(images.map((image) => image.getAttribute("src"))).toEqual(["/static/alpha.jpg", "/static/beta.jpg", "/static/zeta.jpg"]);
    // Each picture says what it shows, in the words of its case study's thumbAlt (issue 30).
    expect(images.map((image) => image.getAttribute("alt"))).toEqual(["alpha relaunch artwork", "Beta artwork", "Zeta launch artwork"]);
    expect(images.map((image) => [image.getAttribute("loading"), image.getAttribute("fetchpriority")])).toEqual([
      ["eager", "high"],
      ["lazy", null],
      ["lazy", null],
    ]);
  });
});
