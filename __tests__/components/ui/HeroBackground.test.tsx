import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { HeroBackground } from "../../../src/components/ui/HeroBackground";

const IMAGE: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.5,
  backgroundColor: "#080818",
  images: {
    fallback: { src: "/static/bg-2400.webp", srcSet: "/static/bg-960.webp 960w,/static/bg-2400.webp 2400w", sizes: "100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/bg-960.avif 960w,/static/bg-2400.avif 2400w", sizes: "100vw" }],
  },
};

describe("HeroBackground", () => {
  it("is a decorative picture that loads first, at high priority, and fills its box", () => {
    const { container } = render(<HeroBackground image={IMAGE} />);
    const img = container.querySelector("picture > img");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img).toHaveStyle({ width: "100%", height: "100%", objectFit: "cover" });
    expect(container.querySelector("source")).toHaveAttribute("type", "image/avif");
  });

  it("holds at least the image's shape before it arrives, in the image's dominant colour", () => {
    const { container } = render(<HeroBackground image={IMAGE} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveStyle({ backgroundColor: "#080818" });
    const sizer = box.querySelector('[aria-hidden="true"]');
    expect(sizer).toHaveStyle({ paddingTop: "50%" });
  });
});
