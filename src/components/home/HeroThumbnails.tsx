import { graphql } from "gatsby";
import React, { useState } from "react";
import { clampIndex, slideSizes, type Responsive } from "../../lib/carousel";
import { revealIndex, withRange } from "../../lib/selection";
import { breakpoints } from "../../styles/theme";
import { Carousel } from "../ui/carousel/Carousel";
import { usePerView } from "../ui/carousel/use-per-view";
import { Strip, Thumb } from "./HeroThumbnails.styles";
import { ImageSlot } from "../ui/ImageSlot";
import { imageData } from "../../lib/image-data";
import { useHydrated } from "../../lib/use-hydrated";

export const homeHeroThumbFragment = graphql`
  fragment HomeHeroThumb on CaseStudy {
    caseId
    title
    Name
    thumb { childImageSharp { gatsbyImageData(width: 480, aspectRatio: 1.6) } }
    thumbAlt
  }
`;

/** Spec §9: 5 thumbnails, 3 below 2390 px (so also at 992 px), 2 below 496 px. */
export const THUMBNAIL_RESPONSIVE: Responsive = {
  perView: 5,
  below: [
    { width: breakpoints.ultra, perView: 3 },
    { width: breakpoints.small, perView: 2 },
  ],
};

/** A thumbnail is a slide's width (half the screen on a phone), not its image's natural 480 px. */
const THUMBNAIL_SIZES = slideSizes(THUMBNAIL_RESPONSIVE);

export interface HeroThumbnailsProps {
  caseStudies: readonly Queries.HomeHeroThumbFragment[];
  selected: number;
  onSelect: (index: number) => void;
}

/** The hero's thumbnail strip: it scrolls every 3 s; a click on a thumbnail shows that case study. */
export function HeroThumbnails({ caseStudies, selected, onSelect }: HeroThumbnailsProps) {
  const perView = usePerView(THUMBNAIL_RESPONSIVE);
  const [view, setView] = useState(0);
  const [shown, setShown] = useState(selected);
  if (shown !== selected) {
    setShown(selected);
    setView(revealIndex(view, selected, perView));
  }
  // A thumbnail gets its image once it is on screen or next in line, and not before the page is interactive:
  // each button is named by its case study (its image's alt text adds nothing to that name), and in the pre-rendered page they
  // would load beside the hero image, the page's largest paint, and share a phone's first round trips with it.
  const hydrated = useHydrated();
  const first = clampIndex(view, caseStudies.length, perView);
  const [seen, setSeen] = useState(() => withRange(new Set<number>(), 0, THUMBNAIL_RESPONSIVE.perView));
  const nowSeen = withRange(seen, first, perView + 1);
  if (nowSeen !== seen) setSeen(nowSeen);

  return (
    <Strip>
      <Carousel
        label="Case study thumbnails"
        responsive={THUMBNAIL_RESPONSIVE}
        autoplayMs={3000}
        speedMs={500}
        index={view}
        onIndexChange={setView}
        slideLabel={(slide, count) => `Thumbnail ${slide + 1} of ${count}`}
      >
        {caseStudies.map((caseStudy, slide) => {
          const image = imageData(caseStudy.thumb?.childImageSharp?.gatsbyImageData ?? null);
          return (
            <Thumb
              key={caseStudy.caseId}
              type="button"
              aria-pressed={slide === selected}
              // The name holds the client's name shown on the button (WCAG 2.5.3, label in name).
              aria-label={`Show ${caseStudy.title}, ${caseStudy.Name}`}
              onClick={() => onSelect(slide)}
            >
              <ImageSlot image={image} alt={caseStudy.thumbAlt} show={hydrated && seen.has(slide)} sizes={THUMBNAIL_SIZES} />
              <span aria-hidden="true">{caseStudy.Name}</span>
            </Thumb>
          );
        })}
      </Carousel>
    </Strip>
  );
}
