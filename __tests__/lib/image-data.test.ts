import type { IGatsbyImageData } from "gatsby-plugin-image";
import { artDirected, imageData } from "../../src/lib/image-data";

const data: IGatsbyImageData = {
  layout: "constrained",
  width: 160,
  height: 80,
  images: { fallback: { src: "/static/logo.png" }, sources: [] },
};

describe("imageData", () => {
  it("passes a query's image data through", () => {
    expect(imageData(data)).toBe(data);
  });

  it("is undefined for a missing image, so callers render nothing", () => {
    expect(imageData(null)).toBeUndefined();
    expect(imageData(undefined)).toBeUndefined();
    expect(imageData({ ...data, images: undefined } as unknown as IGatsbyImageData)).toBeUndefined();
  });
});

describe("artDirected", () => {
  const desktop: IGatsbyImageData = {
    layout: "fullWidth",
    width: 1,
    height: 0.5,
    backgroundColor: "#080818",
    images: {
      fallback: { src: "/static/bg-2400.webp", srcSet: "/static/bg-960.webp 960w,/static/bg-2400.webp 2400w", sizes: "100vw" },
      sources: [{ type: "image/avif", srcSet: "/static/bg-960.avif 960w,/static/bg-2400.avif 2400w", sizes: "100vw" }],
    },
  };
  const mobile: IGatsbyImageData = {
    layout: "fullWidth",
    width: 1,
    height: 1.5,
    images: {
      fallback: { src: "/static/m-720.webp", srcSet: "/static/m-360.webp 360w,/static/m-720.webp 720w", sizes: "100vw" },
      sources: [{ type: "image/avif", srcSet: "/static/m-360.avif 360w,/static/m-720.avif 720w", sizes: "100vw" }],
    },
  };
  const media = "(max-width: 575.98px)";

  it("offers the art-directed image's sources and fallback under its media query before the default image's sources", () => {
    const { images } = artDirected(desktop, [{ media, image: mobile }]);
    expect(images.sources).toEqual([
      { type: "image/avif", srcSet: "/static/m-360.avif 360w,/static/m-720.avif 720w", sizes: "100vw", media },
      { srcSet: "/static/m-360.webp 360w,/static/m-720.webp 720w", sizes: "100vw", media },
      { type: "image/avif", srcSet: "/static/bg-960.avif 960w,/static/bg-2400.avif 2400w", sizes: "100vw" },
    ]);
  });

  it("keeps the default image's shape, colour and fallback, and leaves both inputs as they were", () => {
    const before = JSON.stringify([desktop, mobile]);
    const result = artDirected(desktop, [{ media, image: mobile }]);
    expect(result).toMatchObject({ width: 1, height: 0.5, backgroundColor: "#080818", layout: "fullWidth" });
    expect(result.images.fallback).toBe(desktop.images.fallback);
    expect(JSON.stringify([desktop, mobile])).toBe(before);
  });
});
