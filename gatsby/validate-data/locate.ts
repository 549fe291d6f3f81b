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
  if (collection.single) return { entry: collection.key, field: joinField(rest) };
  if (rest.length === 0) return { entry: `"${collection.key}" list`, field: "" };
  const index = Number(rest[0]);
  const list = (data as Record<string, unknown>)[collection.key];
  const entry = Array.isArray(list) ? list[index] : undefined;
  return { entry: `entry ${entryLabel(entry, index)}`, field: joinField(rest.slice(1)) };
}

function joinField(parts: string[]): string {
  return parts.reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), "");
}
