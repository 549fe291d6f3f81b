/**
 * JSON-LD as a <script> holds it. A module of its own so that every page's Head (src/components/seo/Seo.tsx)
 * carries only this, not the schema.org builders of ./structured-data.ts (issue 29's first-load budget).
 */
import type { JsonLd } from "./structured-data";

/**
 * The JSON for a script element. `<` is escaped so no value (a title with "</script>", say) can
 * close the element early; JSON parsers read `\u003c` back as `<`.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
