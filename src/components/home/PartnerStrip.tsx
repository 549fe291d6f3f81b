import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import type { Responsive } from "../../lib/carousel";
import { breakpoints } from "../../styles/theme";
import { Carousel } from "../ui/carousel/Carousel";
import { Container } from "../ui/Container";
import { Section, SectionTitle } from "../ui/Section";
import { Picture } from "../ui/Picture";
import { imageData } from "../../lib/image-data";
import type { SectionText } from "../../lib/page-copy";

export const homePartnerFragment = graphql`
  fragment HomePartner on Partner {
    name
    kind
    logo { childImageSharp { gatsbyImageData(width: 180, placeholder: NONE) } }
    logoAlt
  }
`;

/** Up to six side by side on wide screens; fewer on smaller ones. The strip moves every 3 s whenever there are more partners than fit. */
export const PARTNER_RESPONSIVE: Responsive = {
  perView: 6,
  below: [
    { width: breakpoints.menu, perView: 4 },
    { width: breakpoints.tablet, perView: 3 },
    { width: breakpoints.small, perView: 2 },
  ],
};

export interface PartnerStripProps {
  partners: readonly Queries.HomePartnerFragment[];
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

const Tile = styled.figure`
  margin: 0 ${({ theme }) => theme.space.sm};
  text-align: center;
  picture { margin: 0 auto; width: min(100%, 180px); }
  figcaption { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.moonDim}; }
`;

/** The partner logos, each with what kind of partner it is. */
export function PartnerStrip({ partners, words }: PartnerStripProps) {
  return (
    <Section aria-labelledby="partners-title">
      <Container>
        <SectionTitle id="partners-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
        <Carousel label="Partners" responsive={PARTNER_RESPONSIVE} autoplayMs={3000} speedMs={500}>
          {partners.map((partner) => {
            const image = imageData(partner.logo?.childImageSharp?.gatsbyImageData ?? null);
            return (
              <Tile key={partner.name}>
                {image && <Picture image={image} alt={partner.logoAlt} />}
                <figcaption>{partner.kind}</figcaption>
              </Tile>
            );
          })}
        </Carousel>
      </Container>
    </Section>
  );
}
