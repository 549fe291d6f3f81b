/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { BlogList } from "../../../src/components/blog/BlogList";
import { BlogPostScreen } from "../../../src/components/blog/BlogPostScreen";
import { built, Themed } from "./built-fixtures";

/** What the build writes into the page's HTML: rendered without a DOM, as Gatsby's SSR renders it. */
describe("pre-rendered blog pages, rendered without a DOM", () => {
  it("a post's HTML holds its title, date, image and whole sanitised body (no 'Loading...')", () => {
    const post = built(3);
    const html = renderToString(
      <Themed>
        <BlogPostScreen url={post.url} built={post} />
      </Themed>,
    );
    expect(html).toContain(`<h1>${post.title}</h1>`);
    expect(html).toContain('<time dateTime="2025-01-03T09:30:00.000Z">January 3, 2025</time>');
    expect(html).toMatch(/<img[^>]+srcSet="\/static\/abc\/360\/post-3\.webp 360w/);
    expect(html).toContain("<h2>Mass is useful content</h2><p>Pages that answer real questions.</p>");
    expect(html).not.toContain("Loading...");
  });

  it("/blog's HTML holds the first page's cards: title, image, excerpt and link", () => {
    const posts = [built(1), built(2)];
    const html = renderToString(
      <Themed>
        <BlogList built={posts} />
      </Themed>,
    );
    for (const post of posts) {
      expect(html).toContain(`href="/blog/${post.url}">${post.title}</a>`);
      expect(html).toContain(`<p>${post.excerpt}</p>`);
      expect(html).toContain(`/static/abc/640/post-${post.id}.webp`);
    }
    expect(html).not.toContain("Loading...");
  });
});
