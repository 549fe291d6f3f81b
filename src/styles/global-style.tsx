import React, { useInsertionEffect } from "react";
import { reducedMotion } from "./media";
import { theme } from "./theme";

/** The id of the site's global style element, written into every visitor page's head (gatsby-ssr.tsx). */
export const GLOBAL_STYLE_ID = "global-style";

/**
 * The site's global rules, from the theme. They are plain CSS in the pre-rendered head instead of a
 * styled-components `createGlobalStyle`: that one compiled and re-inserted these rules in the browser
 * while the page hydrated, a few milliseconds of one long main-thread task on every page (issue 29).
 */
export const GLOBAL_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{scroll-behavior:smooth;scroll-padding-top:${theme.layout.headerHeight}}
${reducedMotion}{html{scroll-behavior:auto}}
body{margin:0;background:${theme.colors.space};color:${theme.colors.moon};font-family:${theme.fonts.body};line-height:1.6;-webkit-font-smoothing:antialiased}
h1,h2,h3,h4{font-family:${theme.fonts.heading};line-height:1.2;margin:0 0 ${theme.space.md}}
a{color:${theme.colors.accent}}
img,video{max-width:100%;display:block}
button,input,textarea,select{font:inherit}
:focus-visible{outline:3px solid ${theme.colors.accent};outline-offset:2px}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`.trim();

/** The head's `<style>` with the global rules (gatsby-ssr.tsx's onRenderBody, every visitor page). */
export const GlobalStyleElement = () => <style id={GLOBAL_STYLE_ID} dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />;

/**
 * Renders nothing. A visitor page is pre-rendered with the global rules in its head; a page reached
 * in the browser from one that has none (the staff console's) gets them added once, before it paints.
 */
export function GlobalStyle() {
  useInsertionEffect(() => {
    if (document.getElementById(GLOBAL_STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = GLOBAL_STYLE_ID;
    style.textContent = GLOBAL_CSS;
    document.head.prepend(style);
  }, []);
  return null;
}
