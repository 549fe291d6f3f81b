import Ajv, { type AnySchema } from "ajv";
import addFormats from "ajv-formats";
import fs from "fs";
import path from "path";
import { COLLECTIONS, type Collection } from "../collections";
import { describeAjvError } from "./ajv-messages";
import { altTextKeyword, DECORATIVE_KEYWORD } from "./alt-text";
import { crossChecks } from "./cross-checks";
import { locate } from "./locate";
import { pointerPart, type DataProblem } from "./problems";
import type { RuntimePages } from "./site-pages";
import { textCharacterProblems } from "./text-characters";

export interface DataDirs {
  /** Folder holding the JSON files, their images and schemas/. */
  dataDir: string;
  /** Folder whose files are copied as they are to the site root (videos). */
  staticDir: string;
}

function fileKeyword(keyword: string, baseDir: string, hint: string) {
  return {
    keyword,
    type: "string" as const,
    errors: true,
    validate: function check(this: unknown, _schema: unknown, value: string) {
      const relative = value.replace(/^\/+/, "");
      const resolved = path.resolve(baseDir, relative);
      const inside = resolved.startsWith(path.resolve(baseDir) + path.sep);
      if (inside && fs.existsSync(resolved) && fs.statSync(resolved).isFile()) return true;
      (check as unknown as { errors: unknown[] }).errors = [
        { keyword, message: `names "${value}", which is not a file under ${hint}. Add the file or correct the path.`, params: {} },
      ];
      return false;
    },
  };
}

function makeAjv(dirs: DataDirs): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  // Annotations: x-explain words a failed "not"; x-widget tells the staff console's form how to show a field;
  // x-order and x-advanced tell it which fields come first and which sit last in a collapsed group;
  // x-decorative marks an image the site shows with alt="" (x-alt, a checked keyword, names another's alt text).
  ajv.addVocabulary(["x-explain", "x-widget", "x-order", "x-advanced", DECORATIVE_KEYWORD]);
  addFormats(ajv);
  ajv.addKeyword(fileKeyword("x-file", dirs.dataDir, "data/"));
  ajv.addKeyword(fileKeyword("x-static-file", dirs.staticDir, "static/"));
  ajv.addKeyword(altTextKeyword);
  return ajv;
}

function readJson(file: string, label: string, problems: DataProblem[]): unknown {
  if (!fs.existsSync(file)) {
    problems.push({ file: label, entry: "(file)", field: "", message: "is missing. Restore it from git.", pointer: "" });
    return undefined;
  }
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push({ file: label, entry: "(file)", field: "", message: `is not valid JSON (${reason}). Check commas, quotes and brackets.`, pointer: "" });
    return undefined;
  }
}

function validateCollection(
  ajv: Ajv,
  dirs: DataDirs,
  collection: Collection,
  problems: DataProblem[],
  overrides: ReadonlyMap<string, unknown>,
): unknown {
  const label = `data/${collection.file}.json`;
  const schemaLabel = `data/schemas/${collection.file}.schema.json`;
  const schema = readJson(path.join(dirs.dataDir, "schemas", `${collection.file}.schema.json`), schemaLabel, problems);
  const data = overrides.has(collection.file)
    ? overrides.get(collection.file)
    : readJson(path.join(dirs.dataDir, `${collection.file}.json`), label, problems);
  if (schema === undefined || data === undefined) return undefined;
  const validate = ajv.compile(schema as AnySchema);
  const characters = textCharacterProblems(collection, data);
  problems.push(...characters);
  if (validate(data)) return characters.length === 0 ? data : undefined;
  for (const error of validate.errors ?? []) {
    const where = locate(collection, data, error.instancePath);
    const described = describeAjvError(error);
    if (!described) continue;
    const { extraField, message } = described;
    const field = extraField ? [where.field, extraField].filter(Boolean).join(".") : where.field;
    const pointer = extraField ? `${error.instancePath}/${pointerPart(extraField)}` : error.instancePath;
    problems.push({ file: label, entry: where.entry, field, message, pointer });
  }
  return undefined;
}

/**
 * Checks every data file against its schema and the rules across entries; returns every problem found.
 * `overrides` (file name without .json → parsed content) checks data/ as it would be with those files
 * replaced: the staff API checks a save this way before it writes anything (api/content/). `runtime`, the
 * published posts and open jobs when the caller knows them (the save does), are pages too for the redirects.
 */
export function validateData(dirs: DataDirs, overrides: ReadonlyMap<string, unknown> = new Map(), runtime?: RuntimePages): DataProblem[] {
  const problems: DataProblem[] = [];
  const ajv = makeAjv(dirs);
  const valid = new Map<string, unknown>();
  for (const collection of COLLECTIONS) {
    const data = validateCollection(ajv, dirs, collection, problems, overrides);
    if (data !== undefined) valid.set(collection.file, data);
  }
  problems.push(...crossChecks(valid, runtime));
  return problems;
}
