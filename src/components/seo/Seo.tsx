import React from "react";
import { graphql, useStaticQuery } from "gatsby";

export interface SeoProps {
  /** The page's own title; the brand is appended. */
  title: string;
  description?: string;
  /** Path of the page, for the canonical URL. */
  pathname: string;
  children?: React.ReactNode;
}

/** Page meta for the Head API. */
export function Seo({ title, description, pathname, children }: SeoProps) {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site { siteMetadata { title description siteUrl } }
    }
  `);
  const meta = site?.siteMetadata;
  const fullTitle = meta ? `${title} | ${meta.title}` : title;
  const text = description ?? meta?.description ?? "";
  const canonical = meta ? `${meta.siteUrl}${pathname === "/" ? "" : pathname}` : pathname;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta name="theme-color" content="#05070f" />
      {children}
    </>
  );
}
