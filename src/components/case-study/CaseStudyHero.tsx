import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";

export const caseStudyHeroFragment = graphql`
  fragment CaseStudyHero on CaseStudy {
    caseId
    title
    subtitle
    description
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

const Copy = styled(Container)`
  position: relative;
  align-self: end;
  width: 100%;
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
`;

/** The top of a case-study page: hero image, title and subtitle. */
export function CaseStudyHero({ caseStudy }: CaseStudyHeroProps) {
  const image = getImage(caseStudy.HeroBg?.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Hero>
      {image && <GatsbyImage image={image} alt="" loading="eager" />}
      <Copy>
        <p>{caseStudy.Name}</p>
        <h1>{caseStudy.title}</h1>
        <p>{caseStudy.subtitle}</p>
      </Copy>
    </Hero>
  );
}
