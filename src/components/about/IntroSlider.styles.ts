import styled from "styled-components";
import { below, reducedMotion } from "../../styles/media";
import { Container } from "../ui/Container";

export const Intro = styled.section`
  position: relative;
  display: grid;
  min-height: clamp(480px, 72vh, 760px);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  grid-template-columns: minmax(0, 1fr);
  > * { grid-area: 1 / 1; }
`;

/** Every slide in the same cell: the band is as tall as the tallest and never jumps. */
export const IntroSlide = styled.div<{ $shown: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  > * { grid-area: 1 / 1; }
  .image-slot { height: 100%; }
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  visibility: ${({ $shown }) => ($shown ? "visible" : "hidden")};
  transition: opacity 800ms ease, visibility 800ms;
  ${reducedMotion} { transition: none; }
`;

export const Shade = styled.div`
  position: relative;
  background: ${({ theme }) => `linear-gradient(90deg, ${theme.scrim(0.92)} 0%, ${theme.scrim(0.55)} 70%, ${theme.scrim(0.2)} 100%)`};
  ${below.tablet} { background: ${({ theme }) => theme.scrim(0.75)}; }
`;

export const SlideCopy = styled(Container)`
  position: relative;
  width: 100%;
  align-self: center;
  padding-top: 9rem;
  padding-bottom: 6rem;
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.accent}; }
  p { max-width: 34rem; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

export const Heading = styled(Container)`
  position: relative;
  width: 100%;
  z-index: 1;
  align-self: start;
  padding-top: ${({ theme }) => theme.space.xl};
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
`;

export const Controls = styled(Container)`
  position: relative;
  width: 100%;
  z-index: 1;
  align-self: end;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.lg};
`;

export const ControlButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.moonDim};
  background: ${({ theme }) => theme.scrim(0.7)};
  color: ${({ theme }) => theme.colors.moon};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accent}; }
`;
