import React from "react";
import { graphql, useStaticQuery } from "gatsby";

export interface SeoProps {
  /** The page's own title; the brand is appended. */
  title: string;
  description?: string;
  /** Path of the page, for the canonical URL. */
  pathname: string;
  /** Sharing image: a path on this site (e.g. a hero's fallback src); default the brand card. */
  image?: string | null;
  /** Open Graph type: "article" for case studies and posts. */
  type?: "website" | "article";
  /** Keep the page out of search results (fallback and error pages). */
  noindex?: boolean;
  children?: React.ReactNode;
}

export const DEFAULT_SHARE_IMAGE = "/og-default.jpg";

/** Page meta for the Head API: title, description, canonical URL, Open Graph and Twitter card. */
export function Seo({ title, description, pathname, image, type = "website", noindex, children }: SeoProps) {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site { siteMetadata { title description siteUrl } }
    }
  `);
  const meta = site?.siteMetadata;
  const siteUrl = meta?.siteUrl ?? "";
  const fullTitle = meta ? `${title} | ${meta.title}` : title;
  const text = description ?? meta?.description ?? "";
  const canonical = `${siteUrl}${pathname === "/" ? "" : pathname.replace(/\/+$/, "")}`;
  const imageUrl = new URL(image ?? DEFAULT_SHARE_IMAGE, `${siteUrl}/`).toString();
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={meta?.title ?? ""} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="theme-color" content="#05070f" />
      {children}
    </>
  );
}
