import { graphql } from "gatsby";
import React from "react";
import { Seo, shareImageSrc, type SeoProps } from "./Seo";

/**
 * A fixed page's words from data/pages.json (issue 30): its SEO (the share image cut to the card's size)
 * and the headings and intros of its parts. Query it as `pageCopy(path: { eq: "/about" }) { ...PageCopy }`.
 */
export const pageCopyFragment = graphql`
  fragment PageCopy on PageCopy {
    seo { title description image { ...ShareImage } imageAlt }
    sections { place heading intro }
  }
`;

export interface PageSeoProps extends Omit<SeoProps, "title" | "description" | "image" | "imageAlt"> {
  page: Queries.PageCopyFragment | null | undefined;
}

/** The Head's meta from the page's `seo` in data/pages.json (the site's default card without an image). */
export function PageSeo({ page, ...rest }: PageSeoProps) {
  return (
    <Seo
      {...rest}
      title={page?.seo.title ?? ""}
      description={page?.seo.description ?? undefined}
      image={shareImageSrc(page?.seo.image)}
      imageAlt={page?.seo.image ? page.seo.imageAlt : null}
    />
  );
}
