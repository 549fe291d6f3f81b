/**
 * How a data file is written, as the repository keeps them: two-space JSON, `$schema` first, then each
 * object's fields in its schema's order (unknown fields after, as sent), a final newline. Every file in
 * data/ is already in this form, so saving unchanged data changes no byte. Fields the schema marks
 * `"x-widget": "inline-html"` (headlines the site renders as HTML) are sanitised to the few inline tags
 * the site uses.
 */
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

export type JsonSchema = Record<string, unknown>;

/** The tags a headline may carry (data/schemas: "May contain simple HTML"). */
export const INLINE_HTML_TAGS = ["span", "br", "strong", "em"];

let purifier: ReturnType<typeof createDOMPurify> | null = null;
const purify = () =>
  (purifier ??= createDOMPurify(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]));

export function sanitizeInlineHtml(html: string): string {
  return purify().sanitize(html, { ALLOWED_TAGS: INLINE_HTML_TAGS, ALLOWED_ATTR: [] });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The sub-schema for `items` or a property (if/then/else branches only constrain; they add no fields). */
const child = (schema: JsonSchema | undefined, key: string | number): JsonSchema | undefined => {
  if (!schema) return undefined;
  if (typeof key === "number") return isObject(schema.items) ? schema.items : undefined;
  const properties = schema.properties;
  return isObject(properties) && isObject(properties[key]) ? (properties[key] as JsonSchema) : undefined;
};

/** The value with objects' keys in schema order and inline-HTML fields sanitised. */
export function normalise(value: unknown, schema: JsonSchema | undefined): unknown {
  if (Array.isArray(value)) return value.map((item, index) => normalise(item, child(schema, index)));
  if (isObject(value)) {
    const known = isObject(schema?.properties) ? Object.keys(schema.properties) : [];
    const keys = [...known.filter((key) => key in value), ...Object.keys(value).filter((key) => !known.includes(key))];
    const ordered: Record<string, unknown> = {};
    for (const key of keys) ordered[key] = normalise(value[key], child(schema, key));
    return ordered;
  }
  if (typeof value === "string" && schema?.["x-widget"] === "inline-html") return sanitizeInlineHtml(value);
  return value;
}

/** The file's bytes: normalised, two-space JSON and a final newline. */
export function serialise(data: unknown, schema: JsonSchema): Buffer {
  const normalised = normalise(data, schema);
  const value = isObject(normalised) && "$schema" in normalised ? { $schema: normalised.$schema, ...normalised } : normalised;
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8");
}
