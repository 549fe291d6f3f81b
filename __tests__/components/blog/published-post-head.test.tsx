/**
 * @jest-environment node
 */
/**
 * The pre-rendered post's head (issue 30): a post's own SEO title wins in `<title>`, `og:title` and
 * `twitter:title` over its title; the description is the build's `description` field (the SEO description
 * when set: gatsby/schema/post-fields.ts, tested in __tests__/gatsby/post-fields.test.ts).
 */
import { useStaticQuery } from "gatsby";
import type { HeadProps } from "gatsby";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Head } from "../../../src/templates/published-post";

const SITE = { site: { siteMetadata: { title: "Selenova Digital", description: "The agency.", siteUrl: "https://selenova.example" } } };

const post = (seoTitle: string | null) => ({
  postId: 3,
  url: "moon-notes",
  title: "Moon notes",
  html: "<p>Body.</p>",
  bodyHtml: "<p>Body.</p>",
  publishedAt: "2025-01-03T09:30:00.000Z",
  updatedAt: "2025-01-03T09:30:00.000Z",
  excerpt: "Body.",
  description: "Our own words for search results.",
  seoTitle,
  shareImage: null,
  image: null,
});

function head(seoTitle: string | null): string {
  jest.mocked(useStaticQuery).mockReturnValue(SITE);
  const props = { data: { publishedPost: post(seoTitle) } } as unknown as HeadProps<Queries.PublishedPostTemplateQuery>;
  return renderToStaticMarkup(<Head {...props} />);
}

const metaOf = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test("a post's own SEO title is its page's title, og:title and twitter:title", () => {
  const html = head("Rockets for marketers");
  expect(html).toContain("<title>Rockets for marketers | Selenova Digital</title>");
  expect(metaOf(html, "property", "og:title")).toBe("Rockets for marketers | Selenova Digital");
  expect(metaOf(html, "name", "twitter:title")).toBe("Rockets for marketers | Selenova Digital");
  expect(metaOf(html, "name", "description")).toBe("Our own words for search results.");
  expect(metaOf(html, "property", "og:description")).toBe("Our own words for search results.");
  expect(metaOf(html, "name", "twitter:description")).toBe("Our own words for search results.");
});

test("without one, the post's title is", () => {
  const html = head(null);
  expect(html).toContain("<title>Moon notes | Selenova Digital</title>");
  expect(metaOf(html, "property", "og:title")).toBe("Moon notes | Selenova Digital");
});
