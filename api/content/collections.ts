/**
 * The data collections the console edits: the build's own table (gatsby/collections.ts), so a file the
 * build knows is editable and no other. A collection's name is its file name without `.json`; paths are
 * made from the table, never from what a client sends.
 */
import fs from "node:fs";
import path from "node:path";
import { COLLECTIONS, type Collection } from "../../gatsby/collections";
import type { JsonSchema } from "./format";

export type { Collection };

/** Readable titles where the schema's own title says less (the schema's title otherwise). */
const TITLES: Record<string, string> = { site: "Site facts", privacy: "Privacy notice", pages: "Pages", terms: "Terms and conditions" };

/** data/<file>.json, relative to the checkout. */
export const dataFile = (collection: Collection): string => `data/${collection.file}.json`;
export const schemaFile = (collection: Collection): string => `data/schemas/${collection.file}.schema.json`;

/** The collections whose data file exists in the checkout, in the build's order. */
export function collectionsIn(repoDir: string): Collection[] {
  return COLLECTIONS.filter((collection) => fs.existsSync(path.join(repoDir, dataFile(collection))));
}

/** The collection named `name` (exactly a known file name), if its file exists in the checkout. */
export function findCollection(repoDir: string, name: string): Collection | undefined {
  return collectionsIn(repoDir).find((collection) => collection.file === name);
}

export function readSchema(repoDir: string, collection: Collection): JsonSchema {
  return JSON.parse(fs.readFileSync(path.join(repoDir, schemaFile(collection)), "utf8")) as JsonSchema;
}

export function titleOf(collection: Collection, schema: JsonSchema): string {
  if (TITLES[collection.file]) return TITLES[collection.file];
  if (typeof schema.title === "string" && schema.title) return schema.title;
  const words = collection.file.replace(/-/g, " ");
  return words[0].toUpperCase() + words.slice(1);
}

/** How many entries the data holds: a list's length, or 1 for a one-object collection. */
export function entryCount(collection: Collection, data: unknown): number {
  if (collection.single) return 1;
  const list = (data as Record<string, unknown> | null)?.[collection.key];
  return Array.isArray(list) ? list.length : 0;
}
