import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import { Picture, type PictureProps } from "./Picture";

export interface ImageSlotProps {
  image: IGatsbyImageData | undefined;
  alt: string;
  /** Whether to render the image now; until then an empty box of the same shape holds its place. */
  show: boolean;
  /** "cover" where the image fills its slide (style `.image-slot` to the same height). */
  fit?: PictureProps["fit"];
  /** How wide the image shows (see Picture). */
  sizes?: string;
}

/** A span (shown as a block): the slot may sit inside a button (the hero's thumbnails), where a div is not allowed. */
const Empty = styled.span<{ $ratio: number }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.navy};
`;

/**
 * An image that is only put in the page once it is needed (a slide or panel the visitor can see),
 * keeping the pre-rendered HTML and hydration small. The stand-in has the image's exact shape, so
 * swapping one for the other never moves anything. The image is a plain Picture (lazy: none of these
 * slots is a page's largest paint).
 */
export function ImageSlot({ image, alt, show, fit, sizes }: ImageSlotProps) {
  if (!image) return null;
  if (show) return <Picture image={image} alt={alt} fit={fit} sizes={sizes} />;
  return <Empty className="image-slot" $ratio={image.width / image.height} aria-hidden="true" />;
}
