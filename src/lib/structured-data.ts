/**
 * schema.org data for search engines (JSON-LD). Pure builders, so the rules are unit-tested; the
 * Seo component turns the result into a <script type="application/ld+json"> in the page head. The
 * objects are typed with schema-dts, so tsc checks every property name and value kind; the built
 * pages are checked against the schema.org vocabulary by e2e/structured-data.spec.ts. More builders
 * beside this file, in src/lib/structured-data/.
 */
import type { CreativeWork, Organization, WithContext } from "schema-dts";
import { countryCode } from "./structured-data/country";

/** What a builder knows about the page it describes. */
export interface PageContext {
  /** The site's absolute origin, no trailing slash. */
  siteUrl: string;
  /** The brand name. */
  siteName: string;
  /** The page's canonical URL. */
  canonical: string;
  /** The page's absolute sharing image URL. */
  imageUrl: string;
}

/** A JSON-LD document: a schema.org node with its @context (each builder types its node with schema-dts). */
export type JsonLd = Record<string, unknown> | { readonly "@context": "https://schema.org" };

/** A schema.org node of type T, not a bare text or IRI (schema-dts allows those where a value may be one). */
export type SchemaNode<T> = Exclude<T, string>;

export interface OrganizationFacts {
  name: string;
  tagline?: string | null;
  email?: string | null;
  phone?: string | null;
  foundingDate?: string | null;
  address: {
    street: string;
    locality?: string | null;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  socials: readonly { network: string; url: string }[];
}

/** The icon gatsby-plugin-manifest writes from src/images/icon.png (cache busting is off). */
export const LOGO_PATH = "/icons/icon-512x512.png";

/** Networks whose links are chat shortcuts, not profiles of the agency, so not `sameAs`. */
const NOT_PROFILES = new Set(["whatsapp"]);

/** The agency, by reference to the home page's Organization, for other pages' nodes. */
export function agencyRef(page: PageContext): SchemaNode<Organization> {
  return { "@type": "Organization", "@id": `${page.siteUrl}/#organization`, name: page.siteName, url: `${page.siteUrl}/` };
}

/**
 * Organization with name, address and social profiles, for the home page. The country is written as its
 * ISO 3166-1 two-letter code, as schema.org recommends (the data says "India"); a name that is no
 * country is left out rather than written wrong.
 */
export function organizationLd(facts: OrganizationFacts, page: PageContext): WithContext<SchemaNode<Organization>> {
  const { address } = facts;
  const country = countryCode(address.country);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${page.siteUrl}/#organization`,
    name: facts.name,
    url: `${page.siteUrl}/`,
    logo: `${page.siteUrl}${LOGO_PATH}`,
    ...(facts.tagline ? { slogan: facts.tagline } : {}),
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.phone ? { telephone: facts.phone } : {}),
    ...(facts.foundingDate ? { foundingDate: facts.foundingDate } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: [address.street, address.locality].filter(Boolean).join(", "),
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      ...(country ? { addressCountry: country } : {}),
    },
    sameAs: facts.socials.filter((s) => !NOT_PROFILES.has(s.network.toLowerCase())).map((s) => s.url),
  };
}

export interface CaseStudyFacts {
  title: string;
  subtitle?: string | null;
  description?: string | null;
  /** The client the work was for. */
  client: string;
}

/** CreativeWork for a case-study page: the work, its client, and the agency that made it. */
export function caseStudyLd(facts: CaseStudyFacts, page: PageContext): WithContext<SchemaNode<CreativeWork>> {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${page.canonical}#case-study`,
    name: facts.title,
    headline: facts.title,
    ...(facts.subtitle ? { alternativeHeadline: facts.subtitle } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    url: page.canonical,
    image: page.imageUrl,
    inLanguage: "en-IN",
    genre: "Case study",
    about: { "@type": "Organization", name: facts.client },
    creator: agencyRef(page),
  };
}

export { serializeJsonLd } from "./json-ld";
