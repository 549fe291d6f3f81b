/**
 * The SEO panel for a Content screen entry (issue 30), built from the schema alone: an entry whose schema has
 * a `seo` object with `title` and `description` (and optionally `image`, a file in data/images/) gets the
 * panel, and warnings under those two fields as uiSchema help. Nothing here knows a collection but the
 * address (address.ts).
 */
import { thumbnailUrl, type Json, type JsonSchema } from "../content/api";
import type { UiSchema } from "../content/schema";
import { entryPath } from "./address";
import { descriptionWarning, titleWarning, type SeoTexts } from "./texts";

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Whether entries of this schema have SEO fields: a `seo` object property with `title` and `description`. */
export function hasSeo(item: JsonSchema): boolean {
  const seo = isObject(item.properties) ? item.properties.seo : undefined;
  return isObject(seo) && isObject(seo.properties) && isObject(seo.properties.title) && isObject(seo.properties.description);
}

/** The panel's texts from the entry as typed so far. */
export function entrySeoTexts(collection: string, entry: Json): SeoTexts {
  const seo = isObject(entry.seo) ? entry.seo : {};
  const image = text(seo.image).trim();
  return {
    title: text(seo.title),
    description: text(seo.description),
    path: entryPath(collection, entry) ?? "/",
    image: image ? thumbnailUrl(image) : null,
  };
}

/** The warnings as help under the SEO title and description fields (merged into the form's uiSchema). */
export function seoWarningsUi(texts: SeoTexts): UiSchema {
  const help = (warning: string | null) => (warning ? { "ui:help": warning } : {});
  return { seo: { title: help(titleWarning(texts.title)), description: help(descriptionWarning(texts.description)) } };
}

/** `base` with `extra` laid over it, object by object. */
export function mergeUi(base: UiSchema, extra: UiSchema): UiSchema {
  const out: UiSchema = { ...base };
  for (const [key, value] of Object.entries(extra)) out[key] = isObject(value) && isObject(out[key]) ? mergeUi(out[key] as UiSchema, value) : value;
  return out;
}
