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
 * The layout wraps every page, so the header keeps its state across navigations. The global style
 * lives here, not in wrapRootElement: the site's root wrapper sits outside gatsby-plugin-styled-components'
 * StyleSheetManager, so a GlobalStyle there was missing from the pre-rendered HTML (unstyled body until
 * hydration, a layout shift of 0.31 on the home page).
 */
export const wrapPageElement: WrapPage = ({ element, props }) =>
  // The staff console (/admin) brings its own frame and styles; the site's header and footer are for visitors.
  /^\/admin(\/|$)/.test(props.location.pathname) ? (
    element
  ) : (
    <>
      <GlobalStyle />
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </>
  );
