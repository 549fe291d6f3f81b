import { getImageData, type IGatsbyImageData } from "gatsby-plugin-image";

/** Every blog image the API serves is 1200×630 (docs/decisions/api.md, "Blog images"). */
export const BLOG_IMAGE = { width: 1200, height: 630 } as const;

/**
 * gatsby-plugin-image data for an image that only exists at runtime (the API's blog images): one
 * source at its real size, so the picture reserves the space (no layout shift) and lazy-loads it.
 */
export function remoteImage(url: string, size: { width: number; height: number } = BLOG_IMAGE): IGatsbyImageData {
  return getImageData({
    baseUrl: url,
    urlBuilder: ({ baseUrl }) => baseUrl,
    width: size.width,
    height: size.height,
    layout: "constrained",
    formats: ["auto"],
    breakpoints: [size.width],
    pluginName: "selenova-remote-image",
  });
}
