/**
 * The site's own pages' words (data/pages.json, issue 30), the terms (data/terms.json), and the `seo` that
 * services and case studies may carry. `SeoFields.image` resolves relative to data/, like every image.
 */
export const pageCopyTypeDefs = `
  "A page's title, description and share image for search engines and social cards; an empty field falls back."
  type SeoFields {
    title: String
    description: String
    image: File @fileByRelativePath
    "The share image's alt text (og:image:alt)."
    imageAlt: String
  }
  "A part of a page: where it appears (hero, servicesSection …), its heading (a small piece of HTML) and intro."
  type PageSection {
    place: String!
    heading: String
    intro: String
  }
  "One fixed page's words (/, /about … and /404 for the not-found page)."
  type PageCopy implements Node @dontInfer {
    path: String!
    seo: SeoFields!
    sections: [PageSection!]!
  }
  type TermsSection {
    "The section's anchor: /terms-and-conditions#<id>."
    id: String!
    heading: String!
    "Paragraphs; {email} stands for data/site.json's email."
    paragraphs: [String!]!
    list: [String!]
    after: [String!]
  }
  type TermsCopy implements Node @dontInfer {
    "YYYY-MM-DD."
    updated: String!
    sections: [TermsSection!]!
  }
`;
