import { entryLabel, type Collection } from "../collections";

/** Splits a JSON pointer such as /caseStudies/3/counter/0/value into entry and field. */
export function locate(
  collection: Collection,
  data: unknown,
  instancePath: string,
): { entry: string; field: string } {
  const parts = instancePath
    .split("/")
    .slice(1)
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (parts.length === 0 || parts[0] !== collection.key) return { entry: "(file)", field: parts.join(".") };
  const rest = parts.slice(1);
  if (collection.single) return locateInSingle(collection.key, (data as Record<string, unknown>)[collection.key], rest);
  if (rest.length === 0) return { entry: `"${collection.key}" list`, field: "" };
  const index = Number(rest[0]);
  const list = (data as Record<string, unknown>)[collection.key];
  const entry = Array.isArray(list) ? list[index] : undefined;
  return { entry: `entry ${entryLabel(entry, index)}`, field: joinField(rest.slice(1)) };
}

function joinField(parts: string[]): string {
  return parts.reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), "");
}

/** In a one-object file (site, clients), an item of a list inside it is named like an entry. */
function locateInSingle(key: string, value: unknown, rest: string[]): { entry: string; field: string } {
  const [listKey, index, ...tail] = rest;
  const list = value && typeof value === "object" ? (value as Record<string, unknown>)[listKey] : undefined;
  if (Array.isArray(list) && index !== undefined && /^\d+$/.test(index)) {
    return { entry: `${key}.${listKey} entry ${entryLabel(list[Number(index)], Number(index))}`, field: joinField(tail) };
  }
  return { entry: key, field: joinField(rest) };
}
