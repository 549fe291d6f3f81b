import styled from "styled-components";
import { below } from "../../styles/media";
import { Container } from "../ui/Container";

export const Hero = styled.section`
  display: grid;
  min-height: clamp(520px, 78vh, 820px);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  grid-template-columns: minmax(0, 1fr);
  > * { grid-area: 1 / 1; }
`;

/** Covers the whole hero whatever the copy's height. */
export const Backdrop = styled.div`
  position: relative;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: ${({ theme }) => `linear-gradient(90deg, ${theme.scrim(0.92)} 0%, ${theme.scrim(0.7)} 55%, ${theme.scrim(0.25)} 100%)`};
    ${below.tablet} { background: ${({ theme }) => `linear-gradient(0deg, ${theme.scrim(0.95)} 20%, ${theme.scrim(0.6)} 100%)`}; }
  }
`;

export const Copy = styled(Container)`
  position: relative;
  width: 100%;
  align-self: center;
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; max-width: 16em; }
  h1 span { color: ${({ theme }) => theme.colors.accent}; }
  > p { max-width: 36rem; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${below.tablet} { align-self: end; }
`;

export const CaseCard = styled.div`
  max-width: 36rem;
  margin-top: ${({ theme }) => theme.space.xl};
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  h2 a { color: ${({ theme }) => theme.colors.white}; }
  h2 a:hover { color: ${({ theme }) => theme.colors.accent}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

export const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const LongText = styled.p`
  ${below.tablet} { display: none; }
`;

export const ShortText = styled.p`
  display: none;
  ${below.tablet} { display: block; }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  output { min-width: 4.5em; text-align: center; font-variant-numeric: tabular-nums; }
`;

export const Arrow = styled.button`
  min-width: 44px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.moonDim};
  background: ${({ theme }) => theme.scrim(0.6)};
  color: ${({ theme }) => theme.colors.moon};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accent}; }
`;
