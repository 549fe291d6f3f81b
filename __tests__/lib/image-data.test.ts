import type { IGatsbyImageData } from "gatsby-plugin-image";
import { imageData } from "../../src/lib/image-data";

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
