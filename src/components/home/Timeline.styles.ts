import styled from "styled-components";
import { below, reducedMotion } from "../../styles/media";

export const TabRow = styled.div`
  display: grid;
  /* One equal column per year, however many years the timeline has. */
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.navyLight};
`;

export const YearTab = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} 0;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.moonDim};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  ${below.phone} { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  &:hover { color: ${({ theme }) => theme.colors.white}; }
  &[aria-selected="true"] { color: ${({ theme }) => theme.colors.accent}; border-bottom-color: ${({ theme }) => theme.colors.accent}; font-weight: 700; }
`;

export const ToggleRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
`;

/** Every year's panel sits in the same cell, so the band is as tall as the tallest year and never jumps. */
export const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  > * { grid-area: 1 / 1; }
`;

export const YearPanel = styled.div<{ $active: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-content: start;
  visibility: ${({ $active }) => ($active ? "visible" : "hidden")};
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.durations.base};
  ${reducedMotion} { transition: none; }
  ${below.tablet} { grid-template-columns: 1fr; gap: ${({ theme }) => theme.space.lg}; }
  > p { grid-column: 1 / -1; text-align: center; color: ${({ theme }) => theme.colors.moonDim}; }
`;

export const PanelCard = styled.article`
  background: ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  > div:last-child { padding: ${({ theme }) => theme.space.lg}; }
  h3 { color: ${({ theme }) => theme.colors.white}; }
  p { margin: 0; }
`;
