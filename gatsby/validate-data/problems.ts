/** One thing wrong with a data file, said so that a marketer can fix it. */
export interface DataProblem {
  /** Path of the file, relative to the project, e.g. data/case-studies.json. */
  file: string;
  /** Which entry: "id 3", "slug \"branding\"", or "(file)" for the file as a whole. */
  entry: string;
  /** Field path inside the entry, e.g. counter[0].value, or "" for the entry itself. */
  field: string;
  /** What was expected and how to fix it. */
  message: string;
  /**
   * The same place as a JSON Pointer into the file's data (`/caseStudies/3/title`, "" for the whole
   * file): what the staff console's API answers, so a form shows the message beside its field.
   */
  pointer: string;
}

/** One JSON Pointer segment (RFC 6901: "~" and "/" escaped). */
export const pointerPart = (part: string | number): string => String(part).replace(/~/g, "~0").replace(/\//g, "~1");

export function formatProblem(p: DataProblem): string {
  const where = [p.file, p.entry, p.field ? `field "${p.field}"` : ""].filter(Boolean).join(" › ");
  return `${where}: ${p.message}`;
}

export function formatProblems(problems: readonly DataProblem[]): string {
  const lines = problems.map((p) => `  - ${formatProblem(p)}`);
  return `The data files have ${problems.length} problem(s); the build stops until they are fixed:\n${lines.join("\n")}`;
}
