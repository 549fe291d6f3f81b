import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import React from "react";
import { ThemeProvider } from "styled-components";
import { Layout } from "./components/layout/Layout";
import { GlobalStyle } from "./styles/global-style";
import { theme } from "./styles/theme";

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]>;
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    {element}
  </ThemeProvider>
);

/** The layout wraps every page, so the header keeps its state across navigations. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
