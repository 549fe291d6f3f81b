/**
 * A save checked by the build's own rules (gatsby/validate-data: the schemas, strict, and the checks
 * across entries and files) on data/ as it would be after the save: the other files as the checkout
 * holds them, this one replaced. Each problem becomes `{field, message}` with `field` a JSON Pointer
 * into the saved data, so the build never sees a file the console let through.
 */
import path from "node:path";
import { validateData } from "../../gatsby/validate-data";
import type { RuntimePages } from "../../gatsby/validate-data/site-pages";
import { formatProblem, type DataProblem } from "../../gatsby/validate-data/problems";
import type { FieldError } from "../routes/shared";
import { dataFile, type Collection } from "./collections";

const dirsOf = (repoDir: string) => ({ dataDir: path.join(repoDir, "data"), staticDir: path.join(repoDir, "static") });

/** The message shown beside the field: it names the field, then says what is wrong and how to fix it. */
function fieldMessage(problem: DataProblem): string {
  if (problem.field) return `"${problem.field}" ${problem.message}`;
  return `${problem.entry === "(file)" ? "The file" : problem.entry[0].toUpperCase() + problem.entry.slice(1)} ${problem.message}`;
}

/** At most this many problems are answered (a list of thousands of empty entries would answer megabytes). */
const MAX_ERRORS = 100;

const key = (problem: DataProblem) => `${problem.file}\n${problem.pointer}\n${problem.message}`;

/**
 * `runtime`: the posts and jobs shown now (api/content/runtime-pages.ts), pages for the redirects' checks.
 * `also`: files the same save writes besides (the automatic redirect of a moved page, issue 30).
 */
export function checkSave(
  repoDir: string,
  collection: Collection,
  data: unknown,
  runtime?: RuntimePages,
  also: ReadonlyMap<string, unknown> = new Map(),
): FieldError[] {
  const dirs = dirsOf(repoDir);
  const problems = validateData(dirs, new Map([...also, [collection.file, data]]), runtime);
  const own = problems.filter((problem) => problem.file === dataFile(collection));
  const elsewhere = problems.filter((problem) => problem.file !== dataFile(collection));
  const errors: FieldError[] = own.map((problem) => ({ field: problem.pointer, message: fieldMessage(problem) }));
  if (elsewhere.length > 0) {
    // A problem another file already had is not this save's doing; one this save causes there is.
    const before = new Set(validateData(dirs, new Map(), runtime).map(key));
    for (const problem of elsewhere) {
      if (!before.has(key(problem))) errors.push({ field: "", message: `This change breaks another file: ${formatProblem(problem)}` });
    }
  }
  if (errors.length <= MAX_ERRORS) return errors;
  return [...errors.slice(0, MAX_ERRORS), { field: "", message: `…and ${errors.length - MAX_ERRORS} more problems. Fix these first.` }];
}
