import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Picture } from "../../../src/components/ui/Picture";

const IMAGE: IGatsbyImageData = {
  layout: "constrained",
  width: 180,
  height: 90,
  images: {
    fallback: { src: "/static/a/logo.png", srcSet: "/static/a/logo.png 180w,/static/b/logo.png 360w", sizes: "(min-width: 180px) 180px, 100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/c/logo.avif 180w,/static/d/logo.avif 360w", sizes: "(min-width: 180px) 180px, 100vw" },
      { type: "image/webp", srcSet: "/static/e/logo.webp 180w,/static/f/logo.webp 360w", sizes: "(min-width: 180px) 180px, 100vw" },
    ],
  },
};

describe("Picture", () => {
  it("offers AVIF, then WebP, then the fallback with its srcset, under the given alt text", () => {
    const { container } = render(<Picture image={IMAGE} alt="Chirpnest" />);
    const sources = Array.from(container.querySelectorAll("picture > source"));
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", "/static/c/logo.avif 180w,/static/d/logo.avif 360w");
    expect(sources[1]).toHaveAttribute("sizes", "(min-width: 180px) 180px, 100vw");
    const img = screen.getByRole("img", { name: "Chirpnest" });
    expect(img).toHaveAttribute("src", "/static/a/logo.png");
    expect(img).toHaveAttribute("srcset", "/static/a/logo.png 180w,/static/b/logo.png 360w");
  });

  it("reserves the image's box with width and height and never grows past its natural width", () => {
    const { container } = render(<Picture image={IMAGE} alt="" />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("width", "180");
    expect(img).toHaveAttribute("height", "90");
    expect(container.querySelector("picture")).toHaveStyle({ maxWidth: "180px" });
  });

  it("writes width and height as whole pixels, at least 1, whatever fractions the image data holds", () => {
    const { container } = render(<Picture image={{ ...IMAGE, width: 640, height: 426.99999999999994 }} alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("height", "427");
    const hairline = render(<Picture image={{ ...IMAGE, width: 1200.4, height: 0.5 }} alt="" />).container.querySelector("img");
    expect(hairline).toHaveAttribute("width", "1200");
    expect(hairline).toHaveAttribute("height", "1");
  });

  it("gives a full-width image (data holding only its shape) attributes of that shape, never a square", () => {
    const { container } = render(<Picture image={{ ...IMAGE, layout: "fullWidth", width: 1, height: 0.5 }} alt="" fit="cover" />);
    const img = container.querySelector("img");
    const ratio = Number(img?.getAttribute("width")) / Number(img?.getAttribute("height"));
    expect(ratio).toBeCloseTo(2, 2);
  });

  it("loads and decodes lazily unless told it paints first, then decodes with the frame it arrives in", () => {
    const { container, rerender } = render(<Picture image={IMAGE} alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
    expect(container.querySelector("img")).toHaveAttribute("decoding", "async");
    rerender(<Picture image={IMAGE} alt="" loading="eager" />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "eager");
    expect(container.querySelector("img")).not.toHaveAttribute("decoding");
  });

  it("takes the width it shows at from `sizes` when given, on every source as well as the fallback", () => {
    const { container } = render(<Picture image={IMAGE} alt="" sizes="(max-width: 495.98px) 50vw, 20vw" />);
    const sized = Array.from(container.querySelectorAll("source, img")).map((el) => el.getAttribute("sizes"));
    expect(sized).toEqual(Array(3).fill("(max-width: 495.98px) 50vw, 20vw"));
  });

  it("has no placeholder, noscript copy or script of its own", () => {
    const { container } = render(<Picture image={IMAGE} alt="" />);
    expect(container.querySelectorAll("img")).toHaveLength(1);
    expect(container.querySelector("noscript, script")).toBeNull();
  });
});
