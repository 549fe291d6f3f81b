import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";

export interface PictureProps {
  /** gatsby-plugin-image data (AVIF and WebP sources, a fallback with its srcset). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** "lazy" for anything below the fold (the default); "eager" only for what paints first. */
  loading?: "lazy" | "eager";
  /** "high" for the page's largest paint only. An eager image also decodes with the frame it arrives in. */
  fetchPriority?: "high" | "auto";
  /** "natural" (the default) keeps the image's shape; "cover" fills the box it is in and crops to it. */
  fit?: "natural" | "cover";
  /** How wide the image shows, when the data's own `sizes` (its full natural width) overstates it, as in a carousel slide. */
  sizes?: string;
}

const COVER_BOX: React.CSSProperties = { display: "block", width: "100%", height: "100%" };
const COVER_IMAGE: React.CSSProperties = { display: "block", width: "100%", height: "100%", objectFit: "cover" };
const NATURAL_IMAGE: React.CSSProperties = { display: "block", width: "100%", height: "auto" };

/**
 * A width or height attribute as HTML allows it: a whole number of pixels, at least 1. Gatsby's data can
 * hold fractions (426.99999999999994, or 0.5 for a hairline image), which the HTML checker refuses.
 */
export const pixels = (value: number): number => Math.max(1, Math.round(value));

/** The width its attributes give a full-width image (any width would do: only the shape counts). */
const SHAPE_WIDTH = 1000;

/**
 * The img's width and height attributes. FULL_WIDTH data holds only the image's shape (width 1, height
 * 1 ÷ aspect ratio, e.g. 0.5), which as whole pixels would be 1 × 1: a square that the browser kept until
 * the file arrived, so the home hero stood 1280 px tall at 1280 px wide and shrank when its image came
 * (a layout shift of 0.38). Such data gets its own shape at SHAPE_WIDTH instead.
 */
export function attributeSize({ layout, width, height }: Pick<IGatsbyImageData, "layout" | "width" | "height">): { width: number; height: number } {
  if (layout === "fullWidth") return { width: SHAPE_WIDTH, height: pixels((SHAPE_WIDTH * height) / width) };
  return { width: pixels(width), height: pixels(height) };
}

/**
 * A plain `<picture>` for gatsby-plugin-image data: the same optimised AVIF/WebP files and srcsets as
 * GatsbyImage, without its wrapper, placeholder, `<noscript>` copy, per-image inline script and
 * hydration effect. It suits the many small images below the fold (logos, awards, avatars, cards),
 * where GatsbyImage's extras made the home page's HTML twice as heavy and its hydration slower.
 * The width and height attributes reserve the image's box, so nothing shifts when it loads. The
 * image is at most its natural width (gatsby's CONSTRAINED layout) and scales down with its container.
 */
export function Picture({ image, alt, className, loading = "lazy", fetchPriority, fit = "natural", sizes: shownSizes }: PictureProps) {
  const { images, width } = image;
  const box = attributeSize(image);
  const cover = fit === "cover";
  const fallback = images.fallback;
  const sizes = shownSizes ?? fallback?.sizes ?? images.sources?.[0]?.sizes;
  return (
    <picture className={className} style={cover ? COVER_BOX : { display: "block", maxWidth: width }}>
      {images.sources?.map((source) => (
        <source key={`${source.type}${source.media ?? ""}`} type={source.type} media={source.media} srcSet={source.srcSet} sizes={shownSizes ?? source.sizes ?? sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes}
        width={box.width}
        height={box.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={loading === "eager" ? undefined : "async"}
        style={cover ? COVER_IMAGE : NATURAL_IMAGE}
      />
    </picture>
  );
}
