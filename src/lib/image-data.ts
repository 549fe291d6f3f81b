import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The image data a query returned (`childImageSharp.gatsbyImageData`), or undefined. It does what
 * gatsby-plugin-image's `getImage` does for such data without importing the plugin's runtime, so
 * pages that only show plain `Picture`s (home, about) do not download GatsbyImage's code.
 */
export function imageData(data: IGatsbyImageData | null | undefined): IGatsbyImageData | undefined {
  return data?.images ? data : undefined;
}
