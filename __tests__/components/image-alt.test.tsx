/** Issue 30: the site shows each image with the alt text written beside it in data/; the data's alt wins over a name. */
import { screen, within } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../jest/render";
import { AwardsSlider } from "../../src/components/about/AwardsSlider";
import { Testimonials } from "../../src/components/about/Testimonials";
import { PartnerStrip } from "../../src/components/home/PartnerStrip";
import { TimelinePanels } from "../../src/components/home/TimelinePanels";
import { ServiceCards } from "../../src/components/services/ServiceCards";
import { pageWords } from "./page-words";

/** A file as the page queries give it: gatsby-plugin-image's data with one fallback. */
const file = (name: string) => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained" as const,
      width: 240,
      height: 240,
      images: { fallback: { src: `/static/${name}.png`, srcSet: `/static/${name}.png 240w`, sizes: "240px" } },
    },
  },
});

beforeEach(() => mockMatchMedia(() => false));

it("shows an award's picture with its alt text", () => {
  renderWithTheme(<AwardsSlider awards={[{ title: "Iconic Brand", year: 2022, image: file("iconic"), imageAlt: "Gold medal reading Iconic Brand, 2022 on its ribbon" }]} words={pageWords("/about", "awardsSection")} />);
  expect(screen.getByRole("img", { name: "Gold medal reading Iconic Brand, 2022 on its ribbon" })).toHaveAttribute("src", "/static/iconic.png");
});

it("shows a testimonial's portrait with its alt text", () => {
  renderWithTheme(<Testimonials testimonials={[{ name: "Meera Iyer", job: "Director", text: "Calm crew.", image: file("meera"), imageAlt: "Meera Iyer’s astronaut avatar" }]} words={pageWords("/about", "testimonialsSection")} />);
  expect(screen.getByRole("img", { name: "Meera Iyer’s astronaut avatar" })).toBeInTheDocument();
});

it("names a partner's logo by its alt text, not by the partner's name", () => {
  renderWithTheme(<PartnerStrip partners={[{ name: "Chirpnest", kind: "Social platform partner", logo: file("chirpnest"), logoAlt: "Chirpnest wordmark with a star" }]} words={pageWords("/", "partnersSection")} />);
  const region = screen.getByRole("region", { name: "Partners" });
  expect(within(region).getByRole("img")).toHaveAttribute("alt", "Chirpnest wordmark with a star");
});

it("shows a service card's picture with its alt text", () => {
  const card = { title: "Search", desc: "Buyers, not browsers.", color: "#f5b942", Bgcolor: "#1d1a33", img: file("search"), imgAlt: "A ringed planet and a small moon" };
  renderWithTheme(<ServiceCards service={{ titleSmall: "Digital Marketing", cards: [card] }} />);
  expect(screen.getByRole("img", { name: "A ringed planet and a small moon" })).toBeInTheDocument();
});

it("shows both panels of a timeline year with their own alt texts", () => {
  const entry = {
    year: 2018,
    headline: "Lift-off",
    desc: "Founded.",
    img: file("a"),
    imgAlt: "A planet over a lunar horizon",
    headline2: "First clients",
    desc2: "Three of them.",
    img2: file("b"),
    img2Alt: "A rocket flying towards a moon",
  };
  renderWithTheme(<TimelinePanels years={[2018]} entries={[entry]} selected={0} />);
  expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["A planet over a lunar horizon", "A rocket flying towards a moon"]);
});
