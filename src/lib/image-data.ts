import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The image data a query returned (`childImageSharp.gatsbyImageData`), or undefined. It does what
 * gatsby-plugin-image's `getImage` does for such data without importing the plugin's runtime, so
 * pages that only show plain `Picture`s (home, about) do not download GatsbyImage's code.
 */
export function imageData(data: IGatsbyImageData | null | undefined): IGatsbyImageData | undefined {
  return data?.images ? data : undefined;
}

/**
 * `desktop` with other images for the given media queries, as gatsby-plugin-image's `withArtDirection`
 * builds it, without importing the plugin's runtime: each art-directed image's sources (and its fallback
 * as one more source) come first, under its media query, then the default image's own sources. The
 * width, height and fallback stay the default image's.
 */
export function artDirected(desktop: IGatsbyImageData, art: { media: string; image: IGatsbyImageData }[]): IGatsbyImageData {
  const directed = art.flatMap(({ media, image }) => {
    const sources = (image.images.sources ?? []).map((source) => ({ ...source, media }));
    const fallback = image.images.fallback;
    return fallback?.srcSet ? [...sources, { media, srcSet: fallback.srcSet, sizes: fallback.sizes }] : sources;
  });
  return { ...desktop, images: { ...desktop.images, sources: [...directed, ...(desktop.images.sources ?? [])] } };
}
