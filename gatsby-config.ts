import type { GatsbyConfig } from "gatsby";
import path from "path";
import { readSiteEnv } from "./gatsby/env";
import { feedOptions } from "./gatsby/feed";
import { HEADERS } from "./gatsby/headers";
import { sitemapOptions } from "./gatsby/sitemap";
import { SITE_NAME } from "./shared/seo";

const env = readSiteEnv(process.env);

/**
 * WebP only, as the `<img>` itself (every current browser decodes WebP; a JPEG/PNG copy only added markup
 * to every picture). AVIF no longer pays for itself here: at the site's quality it made larger files than
 * WebP, and libvips' AVIF encoder at the effort gatsby-plugin-sharp uses took most of the build
 * (`npm run bench:images` measures both; see docs/decisions/build.md, "No vendor patches; WebP only").
 */
const imageFormats = ["webp"];

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    description:
      "Selenova Digital is a Pune digital agency for marketing, branding, web and app development, BPO/KPO, data engineering and generative AI.",
    siteUrl: env.siteUrl,
  },
  trailingSlash: "never",
  headers: HEADERS,
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Component names in class names help while developing; in the build they only made every page's HTML larger.
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: imageFormats,
          placeholder: "dominantColor",
          quality: 62,
          breakpoints: [360, 640, 960, 1280, 1920, 2400],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.resolve(__dirname, "data"), ignore: ["**/schemas/**", "**/README.md"] },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: () => "DataFile" } },
    // Every page but the fallbacks, 404s, the console and the confirmation link; posts and jobs with lastmod.
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // /rss.xml: the 20 newest posts, linked from /blog and each post's page.
    { resolve: "gatsby-plugin-feed", options: feedOptions(env.siteUrl) },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Selenova Digital",
        short_name: "Selenova",
        description: "A Pune digital agency reaching for the moon.",
        start_url: "/",
        lang: "en",
        background_color: "#05070f",
        theme_color: "#05070f",
        display: "standalone",
        icon: "src/images/icon.png",
        cache_busting_mode: "none",
        // Not eight apple-touch-icon links in every page's head; gatsby-ssr.tsx writes the one iOS uses.
        legacy: false,
      },
    },
  ],
};

export default config;
