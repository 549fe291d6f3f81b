/**
 * schema.org `BlogPosting` for a pre-rendered post (issue 29), typed with schema-dts: what search
 * engines read for an article's rich result. A pure builder beside lib/structured-data's, which the
 * Seo component serialises into the page's head.
 */
import type { BlogPosting, WithContext } from "schema-dts";
import { LOGO_PATH, type PageContext } from "./structured-data";

/** The brand icon's size (gatsby-plugin-manifest's 512 px icon, LOGO_PATH). */
const LOGO_SIZE = 512;

export interface BlogPostingFacts {
  title: string;
  /** The post's own description (its start as text). */
  description: string;
  /** ISO 8601 times. */
  publishedAt: string;
  updatedAt: string;
  /** The share image's size: the absolute URL is the page's (`page.imageUrl`). */
  image: { width: number; height: number } | null;
}

/**
 * A post on the agency's blog: headline, dates, image, and the agency as author and publisher (posts
 * carry no person's name), with its logo. `mainEntityOfPage` is the post's canonical page.
 */
export function blogPostingLd(facts: BlogPostingFacts, page: PageContext): WithContext<BlogPosting> {
  const agency = { "@id": `${page.siteUrl}/#organization`, name: page.siteName, url: `${page.siteUrl}/` };
  const posting: WithContext<BlogPosting> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${page.canonical}#post`,
    headline: facts.title,
    description: facts.description,
    url: page.canonical,
    datePublished: facts.publishedAt,
    dateModified: facts.updatedAt,
    inLanguage: "en-IN",
    image: facts.image ? { "@type": "ImageObject", url: page.imageUrl, width: `${facts.image.width}`, height: `${facts.image.height}` } : page.imageUrl,
    author: { "@type": "Organization", ...agency },
    publisher: {
      "@type": "Organization",
      ...agency,
      logo: { "@type": "ImageObject", url: `${page.siteUrl}${LOGO_PATH}`, width: `${LOGO_SIZE}`, height: `${LOGO_SIZE}` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": page.canonical },
  };
  // schema-dts checks the shape above; the Seo component takes any JSON-LD object.
  return { ...posting };
}
