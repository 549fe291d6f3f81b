import type { BreadcrumbList, WithContext } from "schema-dts";
import type { PageContext, SchemaNode } from "../structured-data";

/** One step of the trail: its name and its path on the site ("/" for home). */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * BreadcrumbList for a page below the home page: the trail from home to the page itself (its last
 * crumb, at the page's canonical URL). Positions count from 1, items are absolute URLs.
 */
export function breadcrumbsLd(trail: readonly Crumb[], current: string, page: PageContext): WithContext<SchemaNode<BreadcrumbList>> {
  const steps = [...trail.map(({ name, path }) => ({ name, url: new URL(path, `${page.siteUrl}/`).toString() })), { name: current, url: page.canonical }];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map(({ name, url }, index) => ({ "@type": "ListItem", position: index + 1, name, item: url })),
  };
}
