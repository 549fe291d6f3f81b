import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import { artDirected, imageData } from "../../lib/image-data";
import { below, belowWidth } from "../../styles/media";
import { breakpoints } from "../../styles/theme";
import { Container } from "../ui/Container";
import { HeroBackground } from "../ui/HeroBackground";

export const serviceHeroFragment = graphql`
  fragment ServiceHero on Service {
    slug
    title
    titleSmall
    desc
    bgImg { childImageSharp { gatsbyImageData(layout: FULL_WIDTH) } }
    bgMobile { childImageSharp { gatsbyImageData(layout: FULL_WIDTH, breakpoints: [360, 540, 720, 1080]) } }
  }
`;

export interface ServiceHeroProps {
  service: Queries.ServiceHeroFragment;
}

const Hero = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 60vh;
  overflow: hidden;
  /* A shade between the background and the copy, so the text reads over any part of the artwork. */
  &::after {
    content: "";
    position: relative;
    grid-area: 1 / 1;
    background: ${({ theme }) => `linear-gradient(90deg, ${theme.scrim(0.85)} 0%, ${theme.scrim(0.45)} 60%, ${theme.scrim(0.1)} 100%)`};
    ${below.phone} { background: ${({ theme }) => theme.scrim(0.6)}; }
  }
`;

const Background = styled(HeroBackground)`
  grid-area: 1 / 1;
`;

const Copy = styled(Container)`
  grid-area: 1 / 1;
  position: relative;
  z-index: 1;
  align-self: center;
  width: 100%;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
  h1 span { color: ${({ theme }) => theme.colors.accent}; }
  p { max-width: 38rem; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

/** A service's hero: HTML title, description, desktop and mobile backgrounds by art direction. */
export function ServiceHero({ service }: ServiceHeroProps) {
  const desktop = imageData(service.bgImg?.childImageSharp?.gatsbyImageData);
  const mobile = imageData(service.bgMobile?.childImageSharp?.gatsbyImageData);
  const image: IGatsbyImageData | undefined =
    desktop && mobile ? artDirected(desktop, [{ media: belowWidth(breakpoints.phone), image: mobile }]) : desktop;
  return (
    <Hero>
      {image && <Background image={image} />}
      <Copy>
        <h1 dangerouslySetInnerHTML={{ __html: service.title }} />
        <p>{service.desc}</p>
      </Copy>
    </Hero>
  );
}
