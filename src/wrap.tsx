import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import React from "react";
import { ThemeProvider } from "styled-components";
import { Layout } from "./components/layout/Layout";
import { isConsolePath } from "./lib/console-path";
import { GlobalStyle } from "./styles/global-style";
import { theme } from "./styles/theme";

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]>;
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

export const wrapRootElement: WrapRoot = ({ element }) => <ThemeProvider theme={theme}>{element}</ThemeProvider>;

/**
 * The layout wraps every page, so the header keeps its state across navigations. The global rules are
 * in every visitor page's pre-rendered head (gatsby-ssr.tsx); GlobalStyle only adds them to a page reached
 * in the browser from the staff console, whose pages have none.
 */
export const wrapPageElement: WrapPage = ({ element, props }) =>
  // The staff console (/admin) brings its own frame and styles; the site's header and footer are for visitors.
  isConsolePath(props.location.pathname) ? (
    element
  ) : (
    <>
      <GlobalStyle />
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </>
  );
