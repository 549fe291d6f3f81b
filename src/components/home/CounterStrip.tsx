import React from "react";
import styled from "styled-components";
import type { Responsive } from "../../lib/carousel";
import { breakpoints } from "../../styles/theme";
import { Carousel } from "../ui/carousel/Carousel";

/** Spec §9: 4 counters, 3 below 992 px, 2 below 496 px, 1 below 368 px. */
export const COUNTER_RESPONSIVE: Responsive = {
  perView: 4,
  below: [
    { width: breakpoints.menu, perView: 3 },
    { width: breakpoints.small, perView: 2 },
    { width: breakpoints.tiny, perView: 1 },
  ],
};

/** The strip only moves (and loops) when there are more than this many counters. */
export const STATIC_COUNTER_LIMIT = 2;

export interface CounterStripProps {
  /** The case study the figures belong to, for the strip's name. */
  title: string;
  counters: readonly { value: string; desc: string }[];
}

const Strip = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
`;

const StaticRow = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Figure = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.md};
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.xxl}; color: ${({ theme }) => theme.colors.accent}; line-height: 1.1; }
  span { color: ${({ theme }) => theme.colors.moonDim}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

/** The shown case study's figures: a looping strip when there are more than two, else all side by side. */
export function CounterStrip({ title, counters }: CounterStripProps) {
  const figures = counters.map((counter) => (
    <Figure key={`${counter.value} ${counter.desc}`}>
      <strong>{counter.value}</strong>
      <span>{counter.desc}</span>
    </Figure>
  ));
  const label = `Results for ${title}`;
  if (counters.length <= STATIC_COUNTER_LIMIT) {
    return (
      <Strip>
        <StaticRow aria-label={label}>
          {figures.map((figure) => (
            <li key={figure.key}>{figure}</li>
          ))}
        </StaticRow>
      </Strip>
    );
  }
  return (
    <Strip>
      <Carousel label={label} responsive={COUNTER_RESPONSIVE} autoplayMs={3000} speedMs={1500} wrap>
        {figures}
      </Carousel>
    </Strip>
  );
}
