/** gatsby-plugin-manifest's 192 px icon (gatsby-config.ts): iOS scales it to its 180 px home-screen size. */
export const APPLE_TOUCH_ICON = "/icons/icon-192x192.png";
