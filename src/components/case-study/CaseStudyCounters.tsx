import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { counterSliderLayout } from "../../lib/case-study-carousels";
import { below } from "../../styles/media";
import { Container } from "../ui/Container";
import { Carousel } from "../ui/carousel/Carousel";
import { Section } from "./CaseStudy.styles";
import { CountUp } from "./CountUp";

export const caseStudyCountersFragment = graphql`
  fragment CaseStudyCounters on CaseStudy {
    counter { value desc }
  }
`;

export interface CaseStudyCountersProps {
  counters: Queries.CaseStudyCountersFragment["counter"];
}

const Counter = styled.div`
  height: 100%;
  margin: 0 ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.xxl}; line-height: 1.1; color: ${({ theme }) => theme.colors.accent}; }
  p { margin: ${({ theme }) => theme.space.sm} 0 0; color: ${({ theme }) => theme.colors.moonDim}; }
`;

/** Four or fewer counters: all at once, in a row that wraps to two columns on small phones. */
const Row = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${below.small} { grid-template-columns: repeat(${({ $count }) => Math.min(2, $count)}, minmax(0, 1fr)); }
`;

function CounterBox({ value, desc }: Queries.CaseStudyCountersFragment["counter"][number]) {
  return (
    <Counter>
      <strong>
        <CountUp value={value} />
      </strong>
      <p>{desc}</p>
    </Counter>
  );
}

/**
 * The results: each counter shows a figure that counts up and what it counts. More than four
 * make a slider (six across, 3 under 992 px, 2 under 496, 1 under 368); otherwise all show.
 */
export function CaseStudyCounters({ counters }: CaseStudyCountersProps) {
  if (counters.length === 0) return null;
  const layout = counterSliderLayout(counters.length);
  const boxes = counters.map((counter, index) => <CounterBox key={index} {...counter} />);
  return (
    <Section aria-labelledby="case-study-results">
      <Container>
        <h2 id="case-study-results" className="visually-hidden">
          Results
        </h2>
        {layout ? (
          <Carousel label="Result figures" responsive={layout} slideLabel={(slide, count) => `Result ${slide + 1} of ${count}`}>
            {boxes}
          </Carousel>
        ) : (
          <Row $count={counters.length}>
            {boxes.map((box, index) => (
              <li key={index}>{box}</li>
            ))}
          </Row>
        )}
      </Container>
    </Section>
  );
}
