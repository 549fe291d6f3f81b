import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";

export interface ImageSlotProps {
  image: IGatsbyImageData | undefined;
  alt: string;
  /** Whether to render the image now; until then an empty box of the same shape holds its place. */
  show: boolean;
}

const Empty = styled.div<{ $ratio: number }>`
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.navy};
`;

/**
 * An image that is only put in the page once it is needed (a slide or panel the visitor can see),
 * keeping the pre-rendered HTML and hydration small. The stand-in has the image's exact shape, so
 * swapping one for the other never moves anything. Where images fill their box (`.gatsby-image-wrapper
 * { height: 100% }`), style `.image-slot` the same way.
 */
export function ImageSlot({ image, alt, show }: ImageSlotProps) {
  if (!image) return null;
  if (show) return <GatsbyImage image={image} alt={alt} />;
  return <Empty className="image-slot" $ratio={image.width / image.height} aria-hidden="true" />;
}
