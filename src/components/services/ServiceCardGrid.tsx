import { graphql, Link } from "gatsby";
import React from "react";
import styled from "styled-components";
import { below } from "../../styles/media";
import { Picture } from "../ui/Picture";
import { imageData } from "../../lib/image-data";

export const serviceCardFragment = graphql`
  fragment ServiceCard on Service {
    slug
    titleSmall
    homedesc
    thumbImg { childImageSharp { gatsbyImageData(width: 560, aspectRatio: 1.6) } }
    thumbImgAlt
  }
`;

/**
 * How wide a card's image shows, so a phone picks the file its screen needs rather than one for the whole
 * viewport: one column below the tablet width (the viewport less the section's padding and the card's
 * border, at most 560 px), two from it (half the row less the gap, up to the 1,200 px container).
 */
export const SERVICE_CARD_SIZES = "(min-width: 1200px) 554px, (min-width: 768px) calc(50vw - 46px), (min-width: 610px) 560px, calc(100vw - 50px)";

export interface ServiceCardGridProps {
  services: readonly Queries.ServiceCardFragment[];
  /** Heading level of each card's title, so the outline stays in order wherever the grid is used. */
  headingLevel?: "h2" | "h3";
  /** How many of the first cards' images load eagerly (default none: the grid is below the fold). */
  eagerImages?: number;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  ${below.tablet} { grid-template-columns: 1fr; }
`;

const Card = styled.li`
  position: relative;
  background: ${({ theme }) => theme.colors.navy};
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  transition: transform ${({ theme }) => theme.durations.base};
  &:hover, &:focus-within { transform: translateY(-4px); }
  a { color: ${({ theme }) => theme.colors.white}; text-decoration: none; }
  a::after { content: ""; position: absolute; inset: 0; }
  > div:last-child { padding: ${({ theme }) => theme.space.lg}; }
`;

/**
 * Service cards in two columns, each linking to its service page. Where the grid opens the page, its
 * first `eagerImages` images load with it (a lazy image in view is fetched only after layout, late for
 * what is the largest paint on a phone).
 */
export function ServiceCardGrid({ services, headingLevel = "h2", eagerImages = 0 }: ServiceCardGridProps) {
  const Heading = headingLevel;
  return (
    <Grid>
      {services.map((service, index) => {
        const image = imageData(service.thumbImg?.childImageSharp?.gatsbyImageData ?? null);
        return (
          <Card key={service.slug}>
            {image && <Picture image={image} alt={service.thumbImgAlt} loading={index < eagerImages ? "eager" : "lazy"} sizes={SERVICE_CARD_SIZES} />}
            <div>
              <Heading>
                <Link to={`/services/${service.slug}`}>{service.titleSmall}</Link>
              </Heading>
              <p>{service.homedesc}</p>
            </div>
          </Card>
        );
      })}
    </Grid>
  );
}
