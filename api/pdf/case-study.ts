/**
 * The parts of a case study (data/case-studies.json) that go into its PDF, read defensively from
 * the JSON so a malformed entry is skipped rather than crashing the API.
 */

export interface TitledList {
  title: string;
  items: string[];
}

export interface CaseStudyDoc {
  id: number;
  pdf: string;
  slug: string;
  name: string;
  title: string;
  subtitle: string;
  description: string;
  /** Path relative to data/ of the main image, if any. */
  image?: string;
  counters: { value: string; desc: string }[];
  lists: TitledList[];
  paragraphs: { headline: string; text: string }[];
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v : undefined);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
const objects = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** A list field is either string[] (titled by its key) or {title, list}. */
function titledList(entry: Json, key: string): TitledList | null {
  const value = entry[key];
  if (Array.isArray(value)) return value.length ? { title: key, items: strings(value) } : null;
  if (isObject(value)) {
    const items = strings(value.list);
    return items.length ? { title: str(value.title) ?? key, items } : null;
  }
  return null;
}

const LIST_KEYS = [
  "Objectives",
  "Requirements",
  "Involvement",
  "Deliverables",
  "Approach",
  "challenges",
  "solution",
  "otherList",
  "otherList2",
];

export function toCaseStudyDoc(entry: unknown): CaseStudyDoc | null {
  if (!isObject(entry)) return null;
  const pdf = str(entry.pdf);
  const title = str(entry.title);
  if (!pdf || !title || typeof entry.id !== "number") return null;
  const otherPara = isObject(entry.otherPara) ? entry.otherPara : {};
  const paragraphs = [
    { headline: str(entry.title2) ?? "", text: str(entry.description2) ?? "" },
    ...objects(entry.Brief).map((b) => ({ headline: str(b.title) ?? "", text: str(b.description) ?? "" })),
    { headline: str(otherPara.headline) ?? "", text: str(otherPara.para) ?? "" },
  ].filter((p) => p.headline || p.text);
  return {
    id: entry.id,
    pdf,
    slug: str(entry.slung) ?? pdf,
    name: str(entry.Name) ?? title,
    title,
    subtitle: str(entry.subtitle) ?? "",
    description: str(entry.description) ?? "",
    image: str(entry.image),
    counters: objects(entry.counter).map((c) => ({ value: str(c.value) ?? "", desc: str(c.desc) ?? "" })),
    lists: LIST_KEYS.map((key) => titledList(entry, key)).filter((l): l is TitledList => l !== null),
    paragraphs,
  };
}

/** Parses the whole file's text; entries that do not fit are left out. */
export function parseCaseStudies(text: string): CaseStudyDoc[] {
  const json: unknown = JSON.parse(text);
  const entries = isObject(json) && Array.isArray(json.caseStudies) ? json.caseStudies : [];
  return entries.map(toCaseStudyDoc).filter((d): d is CaseStudyDoc => d !== null);
}
