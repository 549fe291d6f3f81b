import fs from "node:fs";
import path from "node:path";

/** The case studies as data/case-studies.json holds them, so the tests follow the data. */
export interface CaseStudyEntry {
  id: number;
  pdf: string;
  slung: string;
  title: string;
  Name: string;
  counter: { value: string; desc: string }[];
  [field: string]: unknown;
}

export const caseStudies: CaseStudyEntry[] = (
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", "case-studies.json"), "utf8")) as { caseStudies: CaseStudyEntry[] }
).caseStudies;

/** The first case study with none of the optional fields (the schema's non-required ones), if any. */
const schema = JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", "schemas", "case-studies.schema.json"), "utf8")) as {
  properties: { caseStudies: { items: { required: string[]; properties: Record<string, unknown> } } };
};
const { required, properties } = schema.properties.caseStudies.items;
const OPTIONAL = Object.keys(properties).filter((field) => !required.includes(field));
export const onlyRequired: CaseStudyEntry | undefined = caseStudies.find((entry) => OPTIONAL.every((field) => entry[field] === undefined));

export const videos: { title: string; src: string; poster: string }[] = (
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", "videos.json"), "utf8")) as { videos: { title: string; src: string; poster: string }[] }
).videos;

/** The first case study that has `field`. */
export function firstWith(field: string): CaseStudyEntry {
  const entry = caseStudies.find((c) => c[field] !== undefined && c[field] !== null);
  if (!entry) throw new Error(`no case study has ${field}`);
  return entry;
}

export function byId(id: number): CaseStudyEntry {
  const entry = caseStudies.find((c) => c.id === id);
  if (!entry) throw new Error(`no case study ${id}`);
  return entry;
}

/** The API the build was made for (playwright.config.ts starts it on this port). */
export const API = `http://localhost:${process.env.E2E_API_PORT ?? 8000}`;
