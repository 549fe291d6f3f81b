import styled from "styled-components";
import { below, reducedMotion } from "../../styles/media";
import { Band } from "../ui/Container";

export const Painted = styled(Band)<{ $background: string | null }>`
  background: ${({ $background }) => $background ?? "transparent"};
  transition: background-color ${({ theme }) => theme.durations.base};
  ${reducedMotion} { transition: none; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxl}; color: ${({ theme }) => theme.colors.white}; text-align: center; }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  ${below.tablet} { grid-template-columns: 1fr; }
`;

export const Card = styled.article<{ $accent: string }>`
  background: ${({ theme }) => theme.colors.navy};
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  transition: transform ${({ theme }) => theme.durations.base};
  &:hover, &:focus-visible { transform: translateY(-4px); border-color: ${({ $accent }) => $accent}; }
  ${reducedMotion} { transition: none; &:hover, &:focus-visible { transform: none; } }
  > div:last-child { padding: ${({ theme }) => theme.space.lg}; }
  h3 { color: ${({ $accent }) => $accent}; }
  p { margin: 0; }
`;
