import { blogPostingLd, type BlogPostingFacts } from "../../src/lib/blog-posting";
import { LOGO_PATH, type PageContext } from "../../src/lib/structured-data";

const PAGE: PageContext = {
  siteUrl: "https://selenova.example",
  siteName: "Selenova Digital",
  canonical: "https://selenova.example/blog/seo-is-gravity",
  imageUrl: "https://selenova.example/static/abc/seo.jpg",
};

const FACTS: BlogPostingFacts = {
  title: "SEO Is Gravity, Not a Rocket Boost",
  description: "Search rewards mass: pages that answer real questions…",
  publishedAt: "2025-01-05T09:30:00.000Z",
  updatedAt: "2025-02-01T10:00:00.000Z",
  image: { width: 1200, height: 630 },
};

describe("blogPostingLd", () => {
  const ld = blogPostingLd(FACTS, PAGE);

  it("is a BlogPosting with the post's headline, description, dates and address", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: FACTS.title,
      description: FACTS.description,
      datePublished: FACTS.publishedAt,
      dateModified: FACTS.updatedAt,
      url: PAGE.canonical,
      mainEntityOfPage: { "@type": "WebPage", "@id": PAGE.canonical },
    });
  });

  it("shows the page's share image with its size", () => {
    expect(ld.image).toEqual({ "@type": "ImageObject", url: PAGE.imageUrl, width: "1200", height: "630" });
    expect(blogPostingLd({ ...FACTS, image: null }, PAGE).image).toBe(PAGE.imageUrl);
  });

  it("names the agency as author and as publisher with its logo, one organisation by @id", () => {
    const agency = { "@type": "Organization", "@id": "https://selenova.example/#organization", name: "Selenova Digital", url: "https://selenova.example/" };
    expect(ld.author).toEqual(agency);
    expect(ld.publisher).toEqual({ ...agency, logo: { "@type": "ImageObject", url: `https://selenova.example${LOGO_PATH}`, width: "512", height: "512" } });
  });
});
