import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { imageData } from "../../lib/image-data";
import { Container } from "../ui/Container";
import { HeroBackground } from "../ui/HeroBackground";

export const caseStudyHeroFragment = graphql`
  fragment CaseStudyHero on CaseStudy {
    caseId
    title
    subtitle
    Name
    HeroBg { childImageSharp { gatsbyImageData(layout: FULL_WIDTH) } }
  }
`;

export interface CaseStudyHeroProps {
  caseStudy: Queries.CaseStudyHeroFragment;
}

const Hero = styled.section`
  display: grid;
  min-height: 55vh;
  overflow: hidden;
  > * { grid-area: 1 / 1; }
`;

/** Darkens the picture under the words so the title keeps its contrast on any artwork. */
const Shade = styled.div`
  position: relative;
  background: ${({ theme }) => `linear-gradient(180deg, ${theme.scrim(0.1)} 0%, ${theme.scrim(0.85)} 85%)`};
`;

const Copy = styled(Container)`
  position: relative;
  align-self: end;
  width: 100%;
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
`;

const Client = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  text-transform: uppercase;
  letter-spacing: 0.15em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.accent};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.moon};
`;

/** The top of a case-study page: the hero image (loaded first), the client, title and subtitle. */
export function CaseStudyHero({ caseStudy }: CaseStudyHeroProps) {
  const image = imageData(caseStudy.HeroBg?.childImageSharp?.gatsbyImageData);
  return (
    <Hero>
      {image && <HeroBackground image={image} />}
      <Shade aria-hidden="true" />
      <Copy>
        <Client>{caseStudy.Name}</Client>
        <h1>{caseStudy.title}</h1>
        <Subtitle>{caseStudy.subtitle}</Subtitle>
      </Copy>
    </Hero>
  );
}
