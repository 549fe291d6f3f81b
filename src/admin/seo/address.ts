/**
 * The address of the page a content entry makes, for the search result preview (issue 30): the entry's own
 * `path` when it has one (the pages collection), else the route the build makes for its collection
 * (gatsby/create-pages.ts: `/services/<slug>`, `/CaseStudy/<id>`). Null when neither says.
 */
import type { Json } from "../content/api";

/** Collections whose entries get a page of their own, and the field that names it (as gatsby/create-pages.ts makes them). */
const ROUTES: Readonly<Record<string, { prefix: string; field: string }>> = {
  services: { prefix: "/services/", field: "slug" },
  "case-studies": { prefix: "/CaseStudy/", field: "id" },
};

export function entryPath(collection: string, entry: Json): string | null {
  if (typeof entry.path === "string" && entry.path.startsWith("/")) return entry.path;
  const route = ROUTES[collection];
  const value = route ? entry[route.field] : undefined;
  if (route && (typeof value === "string" || typeof value === "number") && String(value).trim()) return `${route.prefix}${String(value).trim()}`;
  return null;
}
