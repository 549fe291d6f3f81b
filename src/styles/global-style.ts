import { createGlobalStyle } from "styled-components";
import { reducedMotion } from "./media";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; scroll-padding-top: ${({ theme }) => theme.layout.headerHeight}; }
  ${reducedMotion} { html { scroll-behavior: auto; } }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.space};
    color: ${({ theme }) => theme.colors.moon};
    font-family: ${({ theme }) => theme.fonts.body};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: ${({ theme }) => theme.colors.accent}; }
  img, video { max-width: 100%; display: block; }
  button, input, textarea, select { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
