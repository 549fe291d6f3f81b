import React, { useMemo } from "react";
import styled from "styled-components";
import { formatCounterValue, parseCounterValue } from "../../lib/counter-value";
import { useCountUp } from "./use-count-up";

export interface CountUpProps {
  /** The figure as written in the data, e.g. "250+" or "3.5x". */
  value: string;
}

/** The final figure and the moving one share one grid cell, so the box never changes size. */
const Figure = styled.span`
  display: inline-grid;
  font-variant-numeric: tabular-nums;
  > * { grid-area: 1 / 1; text-align: center; }
`;

const Sizer = styled.span`
  visibility: hidden;
`;

/**
 * A figure that counts up when it scrolls into view, its non-numeric tail kept as a suffix. Screen
 * readers get the final figure only; the moving digits are hidden from them.
 */
export function CountUp({ value }: CountUpProps) {
  const parsed = useMemo(() => parseCounterValue(value), [value]);
  const { ref, progress } = useCountUp<HTMLSpanElement>(parsed !== null);
  const shown = parsed ? formatCounterValue(parsed, progress) : value;
  return (
    <Figure ref={ref}>
      <span className="visually-hidden">{value}</span>
      <Sizer aria-hidden="true">{value}</Sizer>
      <span aria-hidden="true" data-testid="count-up">
        {shown}
      </span>
    </Figure>
  );
}
