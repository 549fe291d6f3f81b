import { COLLECTIONS, entryLabel } from "../collections";
import { pointerPart, type DataProblem } from "./problems";
import type { NoticeVersions } from "../../shared/notice-version";
import { pageCopyChecks, placeholderChecks } from "./page-copy";
import { redirectChecks } from "./redirects";
import { sitePagesOf, type RuntimePages } from "./site-pages";

type Entry = Record<string, unknown>;

function entriesOf(data: unknown, key: string): Entry[] {
  const list = (data as Record<string, unknown>)[key];
  return Array.isArray(list) ? (list as Entry[]) : [];
}

/** Ids, slugs and other keys that must not repeat within a collection. */
function duplicateChecks(valid: ReadonlyMap<string, unknown>): DataProblem[] {
  const problems: DataProblem[] = [];
  for (const collection of COLLECTIONS) {
    const data = valid.get(collection.file);
    if (data === undefined || collection.single) continue;
    const entries = entriesOf(data, collection.key);
    for (const field of collection.unique ?? []) {
      const seen = new Map<string, number>();
      entries.forEach((entry, index) => {
        const value = JSON.stringify(entry[field]);
        const first = seen.get(value);
        if (first === undefined) seen.set(value, index);
        else
          problems.push({
            file: `data/${collection.file}.json`,
            entry: `entry ${entryLabel(entry, index)}`,
            field,
            message: `repeats the value ${value} of entry #${first}. Each entry needs its own ${field}.`,
            pointer: `/${pointerPart(collection.key)}/${index}/${pointerPart(field)}`,
          });
      });
    }
  }
  return problems;
}

/** Every client logo's path must name exactly one industry, because the grid filters by path. */
function clientCategoryChecks(valid: ReadonlyMap<string, unknown>): DataProblem[] {
  const data = valid.get("clients") as { clients: { categories: string[]; logos: Entry[] } } | undefined;
  if (!data) return [];
  const { categories, logos } = data.clients;
  const problems: DataProblem[] = [];
  logos.forEach((logo, index) => {
    const file = String(logo.logo).toLowerCase();
    const matches = categories.filter((c) => file.includes(c.toLowerCase()));
    if (matches.length !== 1)
      problems.push({
        file: "data/clients.json",
        entry: `clients.logos entry ${entryLabel(logo, index)}`,
        field: "logo",
        message:
          matches.length === 0
            ? `path "${String(logo.logo)}" names no industry. Put the file in a folder named after one of: ${categories.join(", ")}.`
            : `path "${String(logo.logo)}" names ${matches.length} industries (${matches.join(", ")}). Rename it so that it names only one.`,
        pointer: `/clients/logos/${index}/logo`,
      });
  });
  return problems;
}

/** The privacy notice covers each form and each right once (the schema lists which; this catches a repeat). */
function privacyChecks(valid: ReadonlyMap<string, unknown>): DataProblem[] {
  const data = valid.get("privacy") as { privacy: Record<"forms" | "rights", Entry[]> } | undefined;
  if (!data) return [];
  const problems: DataProblem[] = [];
  for (const list of ["forms", "rights"] as const) {
    const seen = new Set<unknown>();
    data.privacy[list].forEach((item, index) => {
      if (!seen.has(item.id)) return void seen.add(item.id);
      problems.push({
        file: "data/privacy.json",
        entry: `privacy.${list} entry ${entryLabel(item, index)}`,
        field: "id",
        message: `repeats the value ${JSON.stringify(item.id)}. Each ${list === "forms" ? "form" : "right"} appears once: change this id to the one that is missing.`,
        pointer: `/privacy/${list}/${index}/id`,
      });
    });
  }
  return [...problems, ...noticeVersionChecks(data.privacy as unknown as NoticeVersions)];
}

/** Each version of the notice is named once, and the versions it replaced took effect before it (issue 28). */
function noticeVersionChecks(notice: NoticeVersions): DataProblem[] {
  const problems: DataProblem[] = [];
  const seen = new Set<string>([notice.version]);
  (notice.earlierVersions ?? []).forEach((entry, index) => {
    const at = { file: "data/privacy.json", entry: `privacy.earlierVersions entry ${index + 1} (${entry.version})` };
    if (seen.has(entry.version)) {
      problems.push({ ...at, field: "version", message: `repeats the version ${JSON.stringify(entry.version)}. Give each version its own name.`, pointer: `/privacy/earlierVersions/${index}/version` });
    }
    seen.add(entry.version);
    if (entry.effectiveFrom >= notice.effectiveFrom) {
      problems.push({ ...at, field: "effectiveFrom", message: `is ${entry.effectiveFrom}, not before the notice's own ${notice.effectiveFrom}. An earlier version took effect before the one that replaced it.`, pointer: `/privacy/earlierVersions/${index}/effectiveFrom` });
    }
  });
  return problems;
}

export function crossChecks(valid: ReadonlyMap<string, unknown>, runtime?: RuntimePages): DataProblem[] {
  return [...duplicateChecks(valid), ...clientCategoryChecks(valid), ...privacyChecks(valid), ...redirectChecks(valid, sitePagesOf(valid, runtime)), ...pageCopyChecks(valid), ...placeholderChecks(valid)];
}
