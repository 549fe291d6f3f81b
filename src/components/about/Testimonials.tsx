import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { Section, SectionTitle } from "../ui/Section";
import { Carousel } from "../ui/carousel/Carousel";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { imageData } from "../../lib/image-data";
import type { SectionText } from "../../lib/page-copy";

export const testimonialFragment = graphql`
  fragment TestimonialSlide on Testimonial {
    name
    job
    text
    image { childImageSharp { gatsbyImageData(width: 96, height: 96) } }
    imageAlt
  }
`;

/** Spec §9: every 2 s, one at a time, 1 s slide speed, with dots. */
export const TESTIMONIAL_INTERVAL_MS = 2000;
export const TESTIMONIAL_SPEED_MS = 1000;

export interface TestimonialsProps {
  testimonials: readonly Queries.TestimonialSlideFragment[];
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

const Quote = styled.figure`
  max-width: 44rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  text-align: center;
  blockquote { margin: 0 0 ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  picture { margin: 0 auto ${({ theme }) => theme.space.sm}; border-radius: 50%; overflow: hidden; }
  figcaption strong { display: block; color: ${({ theme }) => theme.colors.white}; }
  figcaption span { color: ${({ theme }) => theme.colors.moonDim}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

/** Client testimonials, one at a time, rotating every 2 s (pausable; still under reduced motion). */
export function Testimonials({ testimonials, words }: TestimonialsProps) {
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <SectionTitle id="testimonials-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
        <Carousel
          label="Testimonials"
          autoplayMs={TESTIMONIAL_INTERVAL_MS}
          speedMs={TESTIMONIAL_SPEED_MS}
          dots
          slideLabel={(slide, count) => `Testimonial ${slide + 1} of ${count}`}
        >
          {testimonials.map((t) => {
            const image = imageData(t.image?.childImageSharp?.gatsbyImageData ?? null);
            return (
              <Quote key={t.name}>
                <blockquote>
                  <p>“{t.text}”</p>
                </blockquote>
                {image && <Picture image={image} alt={t.imageAlt} />}
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.job}</span>
                </figcaption>
              </Quote>
            );
          })}
        </Carousel>
      </Container>
    </Section>
  );
}
