import React from "react";
import styled from "styled-components";
import { MoonList } from "./CaseStudy.styles";

export interface TitledListProps {
  title: string;
  items: readonly string[];
  /** Heading level, so the outline stays in order wherever the list sits. */
  headingLevel?: "h2" | "h3";
}

const Box = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  h2, h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.accent}; }
`;

/** A titled list (Deliverables, Requirements, Objectives, the solution…), in its own named section. */
export function TitledList({ title, items, headingLevel = "h2" }: TitledListProps) {
  const Heading = headingLevel;
  const id = React.useId();
  return (
    <Box aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <MoonList>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </MoonList>
    </Box>
  );
}
