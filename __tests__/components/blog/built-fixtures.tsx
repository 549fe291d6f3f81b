/** Pre-rendered posts for the blog's tests: the build's fields (built-post.ts) and image data. */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { ThemeProvider } from "styled-components";
import { builtPost, type BuiltPost } from "../../../src/components/blog/built-post";
import { theme } from "../../../src/styles/theme";

/** gatsby-plugin-image data as the build makes it: WebP sources at a few widths, 1200×630. */
export function builtImageData(file: string): IGatsbyImageData {
  const name = file.replace(/\.\w+$/, "");
  return {
    layout: "constrained",
    width: 640,
    height: 336,
    backgroundColor: "#182838",
    images: {
      fallback: { src: `/static/abc/640/${name}.webp`, srcSet: `/static/abc/360/${name}.webp 360w,\n/static/abc/640/${name}.webp 640w`, sizes: "(min-width: 640px) 640px, 100vw" },
      sources: [],
    },
  };
}

export const BUILT_BODY = '<h2>Mass is useful content</h2><p>Pages that answer real questions.</p><p><img src="https://cdn.test/chart.png" alt="A chart" loading="lazy" decoding="async"></p>';

/** A post as a page query returns it, then as the page hands it on. */
export function built(id: number, overrides: Partial<{ title: string; html: string; file: string }> = {}): BuiltPost {
  const file = overrides.file ?? `post-${id}.jpg`;
  return builtPost({
    postId: id,
    url: `post-${id}`,
    title: overrides.title ?? `Built post ${id}`,
    html: overrides.html ?? `<h2>Mass is useful content</h2><p>Pages that answer real questions.</p><p><img src="https://cdn.test/chart.png" alt="A chart"></p>`,
    bodyHtml: BUILT_BODY,
    publishedAt: `2025-01-0${Math.min(id, 9)}T09:30:00.000Z`,
    excerpt: `Excerpt of post ${id} as the build cut it`,
    image: { base: file, childImageSharp: { gatsbyImageData: builtImageData(file) } },
  });
}

/** The same post as the API answers it (its image at /blog-images/<file>). */
export const fromApi = (post: BuiltPost, changes: Partial<{ title: string; blog: string; image: string }> = {}) => ({
  id: post.id,
  title: changes.title ?? post.title,
  url: post.url,
  image: changes.image ?? `http://api/blog-images/${encodeURIComponent(post.built?.file ?? "")}`,
  blog: changes.blog ?? post.blog,
  created_at: post.created_at,
});

export function Themed({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
