import { render } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import { useStaticQuery } from "gatsby";
import React from "react";
import { Head as AboutHead } from "../../src/pages/about";
import { Head as CaseStudyHead } from "../../src/templates/case-study";
import { Head as ServiceHead } from "../../src/templates/service";
import { PAGES } from "../components/page-words";

/**
 * Each Head's <title>, description and share image (issue 30): a fixed page's from data/pages.json; a service's
 * or case study's own `seo` wins, field by field, over what the page derives from its content.
 */
const SITE = { title: "Selenova Digital", description: "The site's own description.", siteUrl: "https://selenova.example" };

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ site: { siteMetadata: SITE } });
});

const share = (src: string) => ({ childImageSharp: { resize: { src } } });
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? document.querySelector(selector)?.getAttribute("content");
const titleText = () => (document.head.querySelector("title") ?? document.querySelector("title"))?.textContent;

function headProps<T>(data: T, pathname: string): HeadProps<T> {
  return { data, location: { pathname }, params: {}, pageContext: {} } as unknown as HeadProps<T>;
}

const service = {
  slug: "digital-marketing",
  title: "Digital <span>Marketing</span>",
  titleSmall: "Digital Marketing",
  homedesc: "Campaigns that find your customers.",
  desc: "Search, social and performance work.",
  shareImage: share("/static/derived-service.jpg"),
  bgImg: null,
  bgMobile: null,
  cards: [],
};

describe("a service page's Head", () => {
  it("derives title, description and share card from the service without its own seo", () => {
    render(<ServiceHead {...headProps({ service: { ...service, seo: null } } as unknown as Queries.ServicePageQuery, "/services/digital-marketing")} />);
    expect(titleText()).toBe("Digital Marketing | Selenova Digital");
    expect(meta('meta[name="description"]')).toBe("Campaigns that find your customers. Search, social and performance work.");
    expect(meta('meta[property="og:image"]')).toBe("https://selenova.example/static/derived-service.jpg");
  });

  it("takes the service's seo title, description and image when they are set", () => {
    const seo = { title: "Digital marketing agency in Pune", description: "Campaigns planned, run and measured in Pune.", image: share("/static/own-card.jpg"), imageAlt: "A rocket over Pune at night" };
    render(<ServiceHead {...headProps({ service: { ...service, seo } } as unknown as Queries.ServicePageQuery, "/services/digital-marketing")} />);
    expect(titleText()).toBe("Digital marketing agency in Pune | Selenova Digital");
    expect(meta('meta[name="description"]')).toBe("Campaigns planned, run and measured in Pune.");
    expect(meta('meta[property="og:title"]')).toBe("Digital marketing agency in Pune | Selenova Digital");
    expect(meta('meta[property="og:image"]')).toBe("https://selenova.example/static/own-card.jpg");
    expect(meta('meta[property="og:image:alt"]')).toBe("A rocket over Pune at night");
    expect(meta('meta[name="twitter:image:alt"]')).toBe("A rocket over Pune at night");
  });

  it("keeps the derived fields the seo leaves empty", () => {
    const seo = { title: null, description: "Only the description is the marketer's.", image: null, imageAlt: null };
    render(<ServiceHead {...headProps({ service: { ...service, seo } } as unknown as Queries.ServicePageQuery, "/services/digital-marketing")} />);
    expect(titleText()).toBe("Digital Marketing | Selenova Digital");
    expect(meta('meta[name="description"]')).toBe("Only the description is the marketer's.");
    expect(meta('meta[property="og:image"]')).toBe("https://selenova.example/static/derived-service.jpg");
  });
});

describe("a case study page's Head", () => {
  const caseStudy = { caseId: 0, title: "Scaling OrbitCart", subtitle: "Festive rush", Name: "OrbitCart", mobiledesc: "A festive campaign.", shareImage: share("/static/hero.jpg") };

  it("takes the case study's seo over its title and phone description", () => {
    const seo = { title: "OrbitCart festive season growth: a case study", description: "How OrbitCart grew its festive sales.", image: null };
    render(<CaseStudyHead {...headProps({ caseStudy: { ...caseStudy, seo } } as unknown as Queries.CaseStudyTemplateQuery, "/CaseStudy/0")} />);
    expect(titleText()).toBe("OrbitCart festive season growth: a case study | Selenova Digital");
    expect(meta('meta[name="description"]')).toBe("How OrbitCart grew its festive sales.");
    expect(meta('meta[property="og:image"]')).toBe("https://selenova.example/static/hero.jpg");
  });
});

describe("a fixed page's Head", () => {
  it("is the page's seo in data/pages.json, with the site's default card when it has no image", () => {
    const about = PAGES.find((page) => page.path === "/about");
    const pageCopy = { seo: { title: about?.seo.title, description: about?.seo.description, image: null }, sections: [] };
    render(<AboutHead {...headProps({ pageCopy } as unknown as Queries.AboutPageQuery, "/about")} />);
    expect(titleText()).toBe(`${about?.seo.title} | Selenova Digital`);
    expect(meta('meta[name="description"]')).toBe(about?.seo.description);
    expect(meta('meta[property="og:image"]')).toBe("https://selenova.example/og-default.jpg");
    expect(document.querySelector('meta[property="og:image:alt"]')).toBeNull();
  });
});
