import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import React from "react";
import { ThemeProvider } from "styled-components";
import { Layout } from "./components/layout/Layout";
import { GlobalStyle } from "./styles/global-style";
import { theme } from "./styles/theme";

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]>;
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

export const wrapRootElement: WrapRoot = ({ element }) => <ThemeProvider theme={theme}>{element}</ThemeProvider>;

/**
 * The layout wraps every page, so the header keeps its state across navigations. The global style sits
 * here rather than in wrapRootElement: gatsby-plugin-styled-components collects the server-rendered CSS
 * with a StyleSheetManager that *our* wrapRootElement wraps from outside, so a global style rendered
 * there never reached the HTML (the body margin and box-sizing then changed at hydration: layout shift).
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
