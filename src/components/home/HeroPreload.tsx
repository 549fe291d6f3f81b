import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";

/**
 * A `<link rel="preload" as="image">` in the head for the home hero's first image (the page's largest
 * paint), with the same srcset and sizes as its `<img>`, so the browser picks the same file and asks
 * for it at high priority from the head, before the body's 20-odd kB of markup and the scripts at its end
 * (issue 28 §6). Without a srcset there is nothing to preload that matches what the `<img>` would pick.
 */
export function HeroPreload({ image }: { image: IGatsbyImageData | undefined }) {
  const fallback = image?.images.fallback;
  if (!fallback?.srcSet) return null;
  return <link rel="preload" as="image" imageSrcSet={fallback.srcSet} imageSizes={fallback.sizes ?? "100vw"} fetchPriority="high" />;
}
