import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { ImageSlot } from "../../../src/components/ui/ImageSlot";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 300,
  images: { fallback: { src: "/static/thumb.jpg", srcSet: "/static/thumb.jpg 480w", sizes: "480px" }, sources: [] },
};

describe("ImageSlot", () => {
  it("holds the image's place with an empty box of its shape until it is shown", () => {
    const { container } = renderWithTheme(<ImageSlot image={image} alt="Orbit" show={false} />);
    const box = container.firstElementChild;
    expect(box).toHaveAttribute("aria-hidden", "true");
    expect(box).toHaveStyle({ aspectRatio: "1.6" });
    expect(container.querySelector("img")).toBeNull();
    // Phrasing content: the slot sits inside the hero's thumbnail buttons, where a div is invalid HTML.
    expect(box?.tagName).toBe("SPAN");
    expect(box).toHaveStyle({ display: "block" });
  });

  it("renders the image once shown, lazily, in its own shape or filling its slide", () => {
    const { getByRole, rerender } = renderWithTheme(<ImageSlot image={image} alt="Orbit" show />);
    const img = getByRole("img", { name: "Orbit" });
    expect(img).toHaveAttribute("src", "/static/thumb.jpg");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveStyle({ height: "auto" });
    rerender(<ImageSlot image={image} alt="Orbit" show fit="cover" />);
    expect(getByRole("img", { name: "Orbit" })).toHaveStyle({ height: "100%", objectFit: "cover" });
  });

  it("renders nothing without an image", () => {
    const { container } = renderWithTheme(<ImageSlot image={undefined} alt="" show />);
    expect(container).toBeEmptyDOMElement();
  });
});
