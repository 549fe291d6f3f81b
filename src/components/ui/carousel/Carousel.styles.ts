import styled, { css } from "styled-components";
import type { Responsive } from "../../../lib/carousel";
import { belowWidth, reducedMotion } from "../../../styles/media";

/** Slides per view as CSS: right in the pre-rendered HTML at every width, before any script runs. */
function perViewRules(responsive: Responsive) {
  const rules = [...(responsive.below ?? [])].sort((a, b) => b.width - a.width);
  return css`
    --per-view: ${responsive.perView};
    ${rules.map((r) => `@media ${belowWidth(r.width)} { --per-view: ${r.perView}; }`).join("\n")}
  `;
}

export const Region = styled.section<{ $responsive: Responsive; $speed: number }>`
  position: relative;
  ${({ $responsive }) => perViewRules($responsive)}
  --speed: ${({ $speed }) => $speed}ms;
`;

export const Viewport = styled.div`
  overflow: hidden;
`;

export const Track = styled.div<{ $index: number }>`
  display: flex;
  transform: translateX(calc(${({ $index }) => $index} * -100% / var(--per-view)));
  transition: transform var(--speed) ease;
  ${reducedMotion} { transition: none; }
`;

export const Slide = styled.div`
  flex: 0 0 calc(100% / var(--per-view));
  min-width: 0;
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const ControlButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.crater};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.moon};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accent}; }
`;

export const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.crater};
  }
  &[aria-current="true"]::before { background: ${({ theme }) => theme.colors.accent}; }
`;
