/**
 * What one version of a data file changed against another, in the collection's own words (issue 28 §7):
 * per entry (named by its title) and per field (the schema's title), old → new as plain text, lists and
 * objects summarised ("Results: 1 added"), images as "image changed", entries added and removed. Pure:
 * parsed JSON and the schema in, shared/content-changes.ts's shapes out.
 */
import type { EntryChange, FieldChange, VersionChanges } from "../../shared/content-changes";
import type { Collection } from "./collections";
import type { JsonSchema } from "./format";

type Json = Record<string, unknown>;

/** Text longer than this is cut with an ellipsis. */
export const TEXT_MAX = 80;
const NAME_FIELDS = ["title", "name", "Name", "titleSmall", "headline", "year", "slug", "id", "src", "from"];

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const present = (value: unknown) => value !== undefined && value !== null && value !== "";

/** A value as plain text: HTML tags and entities gone, spaces collapsed, cut at TEXT_MAX. */
export function plainText(value: unknown, max = TEXT_MAX): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = String(value)
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const propertiesOf = (schema: JsonSchema | undefined): Record<string, JsonSchema> =>
  (isObject(schema?.properties) ? schema.properties : {}) as Record<string, JsonSchema>;

/** A field's title from its schema, or its key in words ("HeroBg" → "Hero bg"). */
export function fieldTitle(schema: JsonSchema | undefined, key: string): string {
  const title = schema?.title;
  if (typeof title === "string" && title) return title;
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isImage = (schema: JsonSchema | undefined, value: unknown) =>
  schema?.["x-file"] === true || (typeof value === "string" && value.startsWith("images/"));

/** "1 added, 2 removed" for a list; the text of the items when one or two short ones changed. */
function listSummary(before: unknown[], after: unknown[]): string {
  const textual = [...before, ...after].every((item) => typeof item === "string" || typeof item === "number");
  const named = (items: unknown[]) => (textual && items.length <= 2 ? ` (${items.map((item) => `“${plainText(item, 40)}”`).join(", ")})` : "");
  if (before.length === after.length) {
    const changed = after.filter((item, index) => !same(item, before[index]));
    const sorted = (items: unknown[]) => items.map((item) => JSON.stringify(item)).sort().join("\n");
    if (sorted(before) === sorted(after)) return "put in a new order";
    return `${changed.length} changed${named(changed)}`;
  }
  const left = before.map((item) => JSON.stringify(item));
  const added: unknown[] = [];
  for (const item of after) {
    const at = left.indexOf(JSON.stringify(item));
    if (at >= 0) left.splice(at, 1);
    else added.push(item);
  }
  const removed = left.map((item) => JSON.parse(item) as unknown);
  const parts: string[] = [];
  if (added.length) parts.push(`${added.length} added${named(added)}`);
  if (removed.length) parts.push(`${removed.length} removed${named(removed)}`);
  return parts.join(", ") || "changed";
}

/** The changes between two values of one field (objects go down into their own fields). */
export function fieldChanges(schema: JsonSchema | undefined, label: string, before: unknown, after: unknown): FieldChange[] {
  if (same(before, after) || (!present(before) && !present(after))) return [];
  if (isImage(schema, before) || isImage(schema, after)) {
    const summary = !present(before) ? "image added" : !present(after) ? "image removed" : "image changed";
    return [{ field: label, summary }];
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    return [{ field: label, summary: listSummary(Array.isArray(before) ? before : [], Array.isArray(after) ? after : []) }];
  }
  if (isObject(before) && isObject(after)) {
    const properties = propertiesOf(schema);
    const keys = [...new Set([...Object.keys(properties), ...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldChanges(properties[key], `${label} › ${fieldTitle(properties[key], key)}`, before[key], after[key]));
  }
  if (isObject(before) || isObject(after)) return [{ field: label, summary: isObject(after) ? "added" : "removed" }];
  const change: FieldChange = { field: label };
  if (present(before)) change.from = plainText(before);
  if (present(after)) change.to = plainText(after);
  return [change];
}

/** An object's changed fields, each by its schema title. */
function objectChanges(schema: JsonSchema | undefined, before: Json, after: Json): FieldChange[] {
  const properties = propertiesOf(schema);
  const keys = [...new Set([...Object.keys(properties), ...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => fieldChanges(properties[key], fieldTitle(properties[key], key), before[key], after[key]));
}

/** How an entry is named: `Case study “Scaling OrbitCart”` (its first title-like field), or `Case study 3`. */
export function entryTitle(itemTitle: string, entry: unknown, index: number): string {
  if (isObject(entry)) {
    for (const field of NAME_FIELDS) {
      const value = entry[field];
      if ((typeof value === "string" && value.trim()) || typeof value === "number") return `${itemTitle} “${plainText(value, 60)}”`;
    }
  }
  if (typeof entry === "string" && entry.trim()) return `${itemTitle} “${plainText(entry, 60)}”`;
  return `${itemTitle} ${index + 1}`;
}

function listChanges(collection: Collection, itemSchema: JsonSchema | undefined, before: unknown[], after: unknown[]): VersionChanges {
  const itemTitle = fieldTitle(itemSchema, "entry");
  const idField = collection.unique?.[0];
  const idOf = (entry: unknown, index: number) => (idField && isObject(entry) ? JSON.stringify(entry[idField]) : `#${index}`);
  const beforeAt = new Map(before.map((entry, index) => [idOf(entry, index), index]));
  const afterIds = after.map(idOf);
  const afterSet = new Set(afterIds);
  const unmatchedBefore = new Set(before.map((entry, index) => index).filter((index) => !afterSet.has(idOf(before[index], index))));
  const entries: EntryChange[] = [];
  const pairs: [number, number][] = [];
  after.forEach((entry, index) => {
    const old = beforeAt.get(afterIds[index]);
    if (old !== undefined) pairs.push([old, index]);
    // An entry whose id (or title) was edited where it stands: the same place, another identity.
    else if (unmatchedBefore.delete(index)) pairs.push([index, index]);
    else entries.push({ entry: entryTitle(itemTitle, entry, index), kind: "added", fields: [] });
  });
  for (const [old, index] of pairs) {
    if (same(before[old], after[index])) continue;
    const fields = isObject(before[old]) && isObject(after[index]) ? objectChanges(itemSchema, before[old] as Json, after[index] as Json) : fieldChanges(itemSchema, itemTitle, before[old], after[index]);
    entries.push({ entry: entryTitle(itemTitle, after[index], index), kind: "changed", fields });
  }
  for (const index of unmatchedBefore) entries.push({ entry: entryTitle(itemTitle, before[index], index), kind: "removed", fields: [] });
  const order = pairs.map(([old]) => old);
  return { entries, reordered: order.some((old, i) => i > 0 && old < order[i - 1]) };
}

/** What changed from `before` to `after` (both a whole data file, parsed). */
export function diffVersions(collection: Collection, schema: JsonSchema, title: string, before: unknown, after: unknown): VersionChanges {
  const top = propertiesOf(schema);
  const oldFile = isObject(before) ? before : {};
  const newFile = isObject(after) ? after : {};
  const oldValue = oldFile[collection.key];
  const newValue = newFile[collection.key];
  let result: VersionChanges;
  if (Array.isArray(oldValue) || Array.isArray(newValue)) {
    const itemSchema = top[collection.key]?.items as JsonSchema | undefined;
    result = listChanges(collection, itemSchema, Array.isArray(oldValue) ? oldValue : [], Array.isArray(newValue) ? newValue : []);
  } else {
    const fields = isObject(oldValue) && isObject(newValue) ? objectChanges(top[collection.key], oldValue, newValue) : fieldChanges(top[collection.key], title, oldValue, newValue);
    result = { entries: fields.length ? [{ entry: title, kind: "changed", fields }] : [], reordered: false };
  }
  // Anything else at the top of the file (never `$schema`, which only links the schema).
  const others = [...new Set([...Object.keys(oldFile), ...Object.keys(newFile)])].filter((key) => key !== collection.key && key !== "$schema");
  const extra = others.flatMap((key) => fieldChanges(top[key], fieldTitle(top[key], key), oldFile[key], newFile[key]));
  if (extra.length) result.entries.push({ entry: title, kind: "changed", fields: extra });
  return result;
}
