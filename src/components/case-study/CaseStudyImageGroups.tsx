import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import {
  IMAGE_CAROUSEL_DELAY_MS,
  IMAGE_CAROUSEL_LAYOUT,
  IMAGE_CAROUSEL_SPEED_MS,
  RIGHT_TO_LEFT_GROUP,
} from "../../lib/case-study-carousels";
import { imageData } from "../../lib/image-data";
import { Container } from "../ui/Container";
import { Carousel } from "../ui/carousel/Carousel";
import { Picture } from "../ui/Picture";
import { Section, SectionTitle } from "./CaseStudy.styles";

export const caseStudyImageGroupsFragment = graphql`
  fragment CaseStudyImageGroups on CaseStudy {
    cardImgs {
      name
      images {
        alt
        src { childImageSharp { gatsbyImageData(width: 480, layout: CONSTRAINED, aspectRatio: 1.333) } }
      }
    }
  }
`;

export interface CaseStudyImageGroupsProps {
  groups: NonNullable<Queries.CaseStudyImageGroupsFragment["cardImgs"]>;
}

const Slide = styled.div`
  margin: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * One carousel per image group, headed by the group's name: three images (two under 992 px, one
 * under 496), moving on their own every 2.5 s + 1 s. The group named "Bill Boards" runs right-to-left.
 */
export function CaseStudyImageGroups({ groups }: CaseStudyImageGroupsProps) {
  return (
    <>
      {groups
        .filter((group) => group.images.length > 0)
        .map((group) => {
          const id = `case-study-gallery-${slug(group.name)}`;
          return (
            <Section key={group.name} aria-labelledby={id}>
              <Container>
                <SectionTitle id={id}>{group.name}</SectionTitle>
                <Carousel
                  label={`${group.name} gallery`}
                  responsive={IMAGE_CAROUSEL_LAYOUT}
                  autoplayMs={IMAGE_CAROUSEL_SPEED_MS + IMAGE_CAROUSEL_DELAY_MS}
                  speedMs={IMAGE_CAROUSEL_SPEED_MS}
                  reverse={group.name === RIGHT_TO_LEFT_GROUP}
                  slideLabel={(slide, count) => `${group.name}: image ${slide + 1} of ${count}`}
                >
                  {group.images.map((picture, index) => {
                    const image = imageData(picture.src?.childImageSharp?.gatsbyImageData);
                    return <Slide key={index}>{image && <Picture image={image} alt={picture.alt} />}</Slide>;
                  })}
                </Carousel>
              </Container>
            </Section>
          );
        })}
    </>
  );
}
