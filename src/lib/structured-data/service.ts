import type { Service, WithContext } from "schema-dts";
import { agencyRef, type PageContext, type SchemaNode } from "../structured-data";

export interface ServiceFacts {
  /** The service's plain name (its short title, not the HTML headline). */
  name: string;
  description?: string | null;
}

/** Service for a service page: what the agency offers, at the page's URL and image, provided by the agency. */
export function serviceLd(facts: ServiceFacts, page: PageContext): WithContext<SchemaNode<Service>> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${page.canonical}#service`,
    name: facts.name,
    serviceType: facts.name,
    ...(facts.description ? { description: facts.description } : {}),
    url: page.canonical,
    image: page.imageUrl,
    provider: agencyRef(page),
    areaServed: { "@type": "Country", name: "India" },
  };
}
