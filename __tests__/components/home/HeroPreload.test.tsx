import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HeroPreload } from "../../../src/components/home/HeroPreload";
import { Picture } from "../../../src/components/ui/Picture";

const hero: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.5,
  images: {
    fallback: {
      src: "/static/hero/2400.webp",
      srcSet: "/static/hero/480.webp 480w,\n/static/hero/960.webp 960w,\n/static/hero/2400.webp 2400w",
      sizes: "100vw",
    },
  },
};

/** The attributes of the first `tag` element in some markup, by their lower-case names. */
function attributes(markup: string, tag: string): Record<string, string> {
  const element = new DOMParser().parseFromString(markup, "text/html").querySelector(tag);
  if (!element) throw new Error(`no <${tag}> in ${markup}`);
  return Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name.toLowerCase(), attribute.value]));
}

describe("HeroPreload", () => {
  it("preloads, at high priority, the file the hero's <img> picks: the same srcset and sizes", () => {
    const link = attributes(renderToStaticMarkup(<HeroPreload image={hero} />), "link");
    const img = attributes(renderToStaticMarkup(<Picture image={hero} alt="" loading="eager" fetchPriority="high" fit="cover" />), "img");
    expect(link).toMatchObject({ rel: "preload", as: "image", fetchpriority: "high" });
    expect(link.imagesrcset).toBe(img.srcset);
    expect(link.imagesizes).toBe(img.sizes);
    // No href: a browser without imagesrcset would fetch the largest file, not the one the <img> picks.
    expect(link.href).toBeUndefined();
  });

  it("renders nothing without an image or a srcset to match", () => {
    expect(renderToStaticMarkup(<HeroPreload image={undefined} />)).toBe("");
    const single = { ...hero, images: { fallback: { src: "/static/hero/2400.webp" } } };
    expect(renderToStaticMarkup(<HeroPreload image={single} />)).toBe("");
  });
});
