/**
 * Reading a collection's JSON Schema for the form: the schema of one entry (or of the one object), the
 * uiSchema its hints ask for (`x-file` → the image picker, `"x-widget": "paragraph"` → a multi-line box,
 * `"x-widget": "inline-html"` → the headline box with its preview, `x-order` → the fields' order,
 * `x-advanced` → fields kept last in a collapsed group, `x-alt` → the image's alt text box right after it,
 * `x-decorative` → the image's note that it needs none), help in plain words, an entry's name and its
 * picture. Everything comes from the schema, so a field added to a schema shows with no console change.
 */
import type { Json, JsonSchema } from "./api";

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema the form edits: the list's item schema, or the one object's schema. */
export function entrySchema(schema: JsonSchema, key: string, single: boolean): JsonSchema {
  const property = (schema.properties as Json | undefined)?.[key];
  if (!isObject(property)) return {};
  if (single) return property;
  return isObject(property.items) ? property.items : {};
}

export type UiSchema = Json;

/**
 * Sentences of the schemas' help written for developers editing the files by hand (where a file lives,
 * which tags a headline may hold, the API's settings); the console's widgets do that work instead.
 */
const DEVELOPER_SENTENCES = [
  /[^.]*\bPath relative to the data folder\b[^.]*\./g,
  /[^.]*\bMay contain simple HTML\b[^.]*\./g,
  /[^.]*\b[A-Z]{2,}_[A-Z_*]*[^.]*\./g,
  // "(files in static/videos/)": where files sit in the repository.
  /\s*\([^)]*\b(?:static|data|images)\/[^)]*\)/g,
];

/** A schema's description as the console shows it: without the sentences meant for developers. */
export function plainHelp(description: unknown): string {
  if (typeof description !== "string") return "";
  return DEVELOPER_SENTENCES.reduce((text, pattern) => text.replace(pattern, ""), description).replace(/\s+/g, " ").trim();
}

export const HEADLINE_HELP = "To make words stand out, select them and press “Highlight the selected words”. The preview shows the headline as visitors see it.";

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/** The alt text field an image field names (`x-alt`), if any. */
const altOf = (property: unknown): string | null => (isObject(property) && typeof property["x-alt"] === "string" ? property["x-alt"] : null);

/**
 * What the image picker says beside the image (issue 30): that a decorative one needs no alt text, or the
 * label of the alt text box that follows it.
 */
function imageOptions(schema: JsonSchema): Json {
  if (schema["x-decorative"] === true) return { "ui:options": { decorative: true } };
  return schema["x-alt"] ? { "ui:options": { altText: true } } : {};
}

/** The order with each image's alt text right after its image (an alt text the order names is moved there). */
function withAltTexts(schema: JsonSchema, order: string[]): string[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const alts = new Set(Object.values(properties).map(altOf).filter((alt): alt is string => alt !== null && alt in properties));
  return order.filter((name) => !alts.has(name)).flatMap((name) => {
    const alt = altOf(properties[name]);
    if (alt && alts.has(alt)) return [name, alt];
    return [name];
  });
}

/** The uiSchema for a schema, built from its hints. */
export function uiSchemaFor(schema: JsonSchema): UiSchema {
  const ui: UiSchema = {};
  const help = plainHelp(schema.description);
  if (typeof schema.description === "string" && help !== schema.description.trim()) ui["ui:description"] = help;
  if (schema.type === "string" || schema["x-file"]) {
    if (schema["x-file"]) Object.assign(ui, { "ui:widget": "image" }, imageOptions(schema));
    else if (schema["x-widget"] === "paragraph") Object.assign(ui, { "ui:widget": "textarea", "ui:options": { rows: 4 } });
    else if (schema["x-widget"] === "inline-html") Object.assign(ui, { "ui:widget": "headline", "ui:description": [help, HEADLINE_HELP].filter(Boolean).join(" ") });
  }
  // What people edit most first (`x-order`), the rest in the schema's order, `x-advanced` last and collapsed.
  const known = (name: string) => isObject(schema.properties) && name in schema.properties;
  const advanced = strings(schema["x-advanced"]).filter(known);
  const order = strings(schema["x-order"]).filter((name) => known(name) && !advanced.includes(name));
  if (order.length || advanced.length) {
    ui["ui:order"] = withAltTexts(schema, [...order, "*", ...advanced]);
    if (advanced.length) ui["ui:options"] = { ...(ui["ui:options"] as Json | undefined), advanced };
  }
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (isObject(property)) {
        const child = uiSchemaFor(property);
        if (Object.keys(child).length) ui[name] = child;
      }
    }
  }
  if (isObject(schema.items)) {
    const child = uiSchemaFor(schema.items);
    if (Object.keys(child).length) ui.items = child;
  }
  return ui;
}

const NAME_FIELDS = ["title", "name", "Name", "titleSmall", "headline", "year", "slug", "id", "from", "path", "heading"];

/** An entry's name for lists and messages: its first title-like field, as plain text. */
export function entryTitle(entry: unknown, index: number): string {
  if (isObject(entry)) {
    for (const field of NAME_FIELDS) {
      const value = entry[field];
      if (typeof value === "string" && value.trim()) return value.replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
      if (typeof value === "number") return String(value);
    }
  }
  return `Entry ${index + 1}`;
}

/** The entry's first image (a field the schema marks `x-file`), for the list's thumbnail. */
export function entryImage(entry: unknown, item: JsonSchema): string | null {
  if (!isObject(entry) || !isObject(item.properties)) return null;
  for (const [name, property] of Object.entries(item.properties)) {
    if (isObject(property) && property["x-file"] && typeof entry[name] === "string") return entry[name] as string;
  }
  return null;
}

/** Whether the entries of this list have an image of their own (then the list shows a thumbnail column). */
export const hasImages = (item: JsonSchema): boolean =>
  isObject(item.properties) && Object.values(item.properties).some((property) => isObject(property) && Boolean(property["x-file"]));

/**
 * The value without what the form leaves behind in optional places: undefined, empty text, and empty
 * optional groups and lists (the site shows an optional block only when it is there at all). Required
 * fields are kept as they are, so the build's checks name what is missing.
 */
export function prune(value: unknown, schema: JsonSchema | undefined): unknown {
  if (Array.isArray(value)) {
    const items = isObject(schema?.items) ? schema.items : undefined;
    return value.map((item) => prune(item, items));
  }
  if (!isObject(value)) return value;
  const properties = isObject(schema?.properties) ? schema.properties : {};
  const required = Array.isArray(schema?.required) ? (schema.required as string[]) : [];
  const out: Json = {};
  for (const [name, raw] of Object.entries(value)) {
    const cleaned = prune(raw, isObject(properties[name]) ? (properties[name] as JsonSchema) : undefined);
    const empty =
      cleaned === undefined ||
      cleaned === "" ||
      (Array.isArray(cleaned) && cleaned.length === 0) ||
      (isObject(cleaned) && Object.keys(cleaned).length === 0);
    if (empty && !required.includes(name)) continue;
    if (cleaned === undefined) continue;
    out[name] = cleaned;
  }
  return out;
}
