import type { WebSite, WithContext } from "schema-dts";
import type { PageContext, SchemaNode } from "../structured-data";

export interface WebSiteFacts {
  name: string;
  tagline?: string | null;
}

/** WebSite for the home page: the site's name (what search results show as its name), its URL and its publisher. */
export function websiteLd(facts: WebSiteFacts, page: PageContext): WithContext<SchemaNode<WebSite>> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${page.siteUrl}/#website`,
    name: facts.name,
    url: `${page.siteUrl}/`,
    ...(facts.tagline ? { description: facts.tagline } : {}),
    inLanguage: "en-IN",
    publisher: { "@id": `${page.siteUrl}/#organization` },
  };
}
