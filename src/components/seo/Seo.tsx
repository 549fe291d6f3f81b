import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { serializeJsonLd } from "../../lib/json-ld";
import type { JsonLd, PageContext } from "../../lib/structured-data";

export interface SeoProps {
  /** The page's own title; the brand is appended. */
  title: string;
  description?: string;
  /** Path of the page, for the canonical URL. */
  pathname: string;
  /** Sharing image: a path on this site (e.g. a hero's fallback src); default the brand card. */
  image?: string | null;
  /** What the sharing image shows (og:image:alt), when the page has its own image (issue 30). */
  imageAlt?: string | null;
  /** Open Graph type: "article" for case studies and posts. */
  type?: "website" | "article";
  /** Keep the page out of search results (fallback and error pages). */
  noindex?: boolean;
  /** schema.org data for the page, built from the page's URLs (see lib/structured-data): one node or several. */
  structuredData?: (page: PageContext) => JsonLd | readonly JsonLd[];
  children?: React.ReactNode;
}

export const DEFAULT_SHARE_IMAGE = "/og-default.jpg";

/**
 * A 1200×630 JPEG of a page's hero for Open Graph and Twitter cards (the size both show large).
 * Query it on the hero's File: `shareImage: HeroBg { ...ShareImage }`, then pass `shareImageSrc(...)`.
 */
export const shareImageFragment = graphql`
  fragment ShareImage on File {
    childImageSharp { resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) { src } }
  }
`;

export const shareImageSrc = (file: Queries.ShareImageFragment | null | undefined): string | null =>
  file?.childImageSharp?.resize?.src ?? null;

/** Page meta for the Head API: title, description, canonical URL, Open Graph and Twitter card. */
export function Seo({ title, description, pathname, image, imageAlt, type = "website", noindex, structuredData, children }: SeoProps) {
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
  // The HTML of a client-only route is built once at a placeholder path (/blog/__post) and served for
  // every address under it, so at build time it has no address of its own to declare. In the browser,
  // Head renders again with the real address and the canonical link appears.
  const placeholder = pathname.includes("/__");
  const imageUrl = new URL(image ?? DEFAULT_SHARE_IMAGE, `${siteUrl}/`).toString();
  const built = structuredData?.({ siteUrl, siteName: meta?.title ?? "", canonical, imageUrl });
  const jsonLd: readonly JsonLd[] = built === undefined ? [] : Array.isArray(built) ? built : [built as JsonLd];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {!placeholder && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={meta?.title ?? ""} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {!placeholder && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={imageUrl} />
      {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {imageAlt && <meta name="twitter:image:alt" content={imageAlt} />}
      {jsonLd.map((node, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }} />
      ))}
      {children}
    </>
  );
}
