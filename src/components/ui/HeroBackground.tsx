import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import { Picture } from "./Picture";

const Box = styled.div`
  position: relative;
  overflow: hidden;
  > picture { position: absolute; inset: 0; }
`;

export interface HeroBackgroundProps {
  /** Full-width image data (the default image's shape sets the box's least height; see below). */
  image: IGatsbyImageData;
  className?: string;
}

/**
 * A hero's full-width background: a decorative Picture loaded first (eager, high priority) that covers
 * its box. The box is at least as tall as the image's own shape at the box's width and grows with what
 * it sits beside (a grid area shared with the hero's copy), so the page's layout is set before the image
 * arrives; until it does, the image's dominant colour fills the box.
 */
export function HeroBackground({ image, className }: HeroBackgroundProps) {
  return (
    <Box className={className} style={{ backgroundColor: image.backgroundColor }}>
      <div aria-hidden="true" style={{ paddingTop: `${(100 * image.height) / image.width}%` }} />
      <Picture image={image} alt="" loading="eager" fetchPriority="high" fit="cover" />
    </Box>
  );
}
