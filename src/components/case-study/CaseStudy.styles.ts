import styled from "styled-components";
import { below } from "../../styles/media";

/** One band of a case-study page. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  ${below.tablet} { padding: ${({ theme }) => theme.space.lg} 0; }
`;

/** A section heading with the accent underline the PDFs use too. */
export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.white};
  &::after {
    content: "";
    display: block;
    width: 3rem;
    height: 3px;
    margin-top: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** A list whose bullets are small moons. */
export const MoonList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li { position: relative; padding-left: ${({ theme }) => theme.space.lg}; }
  li::before {
    content: "";
    position: absolute;
    left: 0;
    top: 0.55em;
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: inset -0.15em -0.1em 0 ${({ theme }) => theme.colors.accentDark};
  }
`;

/** Two columns of media and text that stack on narrow screens. */
export const Split = styled.div<{ $flip?: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  > :first-child { order: ${({ $flip }) => ($flip ? 2 : 0)}; }
  ${below.tablet} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
    > :first-child { order: 0; }
  }
`;

/** Rounded frame for the page's pictures. */
export const Frame = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
`;

/** The long text above the phone breakpoint, the short one below it (both in the HTML; CSS picks). */
export const WideOnly = styled.p`
  ${below.phone} { display: none; }
`;
export const NarrowOnly = styled.p`
  display: none;
  ${below.phone} { display: block; }
`;
