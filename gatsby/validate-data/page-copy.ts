/**
 * The checks on data/pages.json the schema cannot say (issue 30): every fixed page has its entry, and each
 * entry has the headings and intros its page shows, no more, each once. And the words in braces of the
 * privacy page and the terms ({name}, {email} …) are ones the page fills in. Plain Node: api/content imports it.
 */
import { FIXED_PAGES } from "./site-pages";
import { pointerPart, type DataProblem } from "./problems";

export type SectionField = "heading" | "intro";

/** Which parts each page shows, and which of a part's words it shows. Mirrors the pages in src/pages/. */
export const PAGE_SECTIONS: Readonly<Record<string, Readonly<Record<string, readonly SectionField[]>>>> = {
  "/": {
    servicesSection: ["heading", "intro"],
    valuesSection: ["heading"],
    clientsSection: ["heading", "intro"],
    timelineSection: ["heading", "intro"],
    partnersSection: ["heading"],
    awardsSection: ["heading"],
    testimonialsSection: ["heading"],
    contactSection: ["heading", "intro"],
  },
  "/about": { hero: ["heading"], storySection: ["heading"], awardsSection: ["heading"], testimonialsSection: ["heading"] },
  "/services": { hero: ["intro"] },
  "/contact-us": {
    hero: ["heading", "intro"],
    presenceSection: ["heading", "intro"],
    branchesSection: ["heading"],
    contactsSection: ["heading"],
    contactSection: ["heading", "intro"],
  },
  "/career": { hero: ["heading", "intro"] },
  "/blog": { hero: ["heading", "intro"] },
  "/case-Study-download": { hero: ["heading", "intro"], videosSection: ["heading"] },
  "/terms-and-conditions": { hero: ["heading"] },
  "/privacy": { hero: ["heading"] },
  "/404": {},
};

const pageName = (path: string): string => (path === "/404" ? "the not-found page" : (FIXED_PAGES[path] ?? `the page ${path}`));

type Entry = Record<string, unknown>;
const FILE = "data/pages.json";

function sectionProblems(page: Entry, index: number): DataProblem[] {
  const path = String(page.path);
  const needs = PAGE_SECTIONS[path] ?? {};
  const sections = Array.isArray(page.sections) ? (page.sections as Entry[]) : [];
  const entry = `entry path ${JSON.stringify(path)}`;
  const at = (field: string, pointer: string, message: string): DataProblem => ({ file: FILE, entry, field, message, pointer: `/pages/${index}${pointer}` });
  const problems: DataProblem[] = [];
  const seen = new Set<string>();
  const known = Object.keys(needs);
  sections.forEach((section, j) => {
    const place = String(section.place);
    const fields = needs[place];
    if (!fields) {
      const choice = known.length ? `Remove it, or pick one of: ${known.join(", ")}.` : "Remove it: this page has no headings of its own.";
      problems.push(at(`sections[${j}].place`, `/sections/${j}/place`, `is "${place}", a part ${pageName(path)} does not show. ${choice}`));
      return;
    }
    if (seen.has(place)) {
      problems.push(at(`sections[${j}].place`, `/sections/${j}/place`, `repeats "${place}". Each part appears once: remove this one or change its place.`));
      return;
    }
    seen.add(place);
    for (const field of ["heading", "intro"] as const) {
      const has = typeof section[field] === "string";
      if (fields.includes(field) && !has)
        problems.push(at(`sections[${j}].${field}`, `/sections/${j}/${pointerPart(field)}`, `is missing: ${pageName(path)} shows the ${place}'s ${field}. Add it.`));
      if (!fields.includes(field) && has)
        problems.push(at(`sections[${j}].${field}`, `/sections/${j}/${pointerPart(field)}`, `is not shown: ${pageName(path)} has no ${field} in its ${place}. Remove it.`));
    }
  });
  for (const place of known.filter((name) => !seen.has(name)))
    problems.push(at("sections", "/sections", `has no "${place}": ${pageName(path)} shows its ${needs[place].join(" and ")}. Add a section with place "${place}".`));
  return problems;
}

export function pageCopyChecks(valid: ReadonlyMap<string, unknown>): DataProblem[] {
  const data = valid.get("pages") as { pages: Entry[] } | undefined;
  if (!data) return [];
  const problems = data.pages.flatMap(sectionProblems);
  const present = new Set(data.pages.map((page) => String(page.path)));
  for (const path of Object.keys(PAGE_SECTIONS).filter((p) => !present.has(p)))
    problems.push({ file: FILE, entry: `"pages" list`, field: "", message: `has no entry for ${path} (${pageName(path)}). Add one with its title, description and headings.`, pointer: "/pages" });
  return problems;
}

/** Words in braces a text may use, per file and field; any other {word} would show as it is. */
function placeholderProblems(file: string, texts: readonly { value: string; pointer: string; entry: string; field: string; allowed: readonly string[] }[]): DataProblem[] {
  const problems: DataProblem[] = [];
  for (const text of texts) {
    for (const [, word] of text.value.matchAll(/\{([^{}]*)\}/g)) {
      if (text.allowed.includes(word)) continue;
      const allowed = text.allowed.length ? `Use only ${text.allowed.map((w) => `{${w}}`).join(", ")}, or remove it.` : "Nothing is filled in here: remove the braces.";
      problems.push({ file, entry: text.entry, field: text.field, message: `has {${word}}, which the page does not fill in. ${allowed}`, pointer: text.pointer });
    }
  }
  return problems;
}

/** Which {words} each sentence of the privacy page's own words may use (src/components/privacy/). */
export const PRIVACY_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  fiduciary: ["name", "address"],
  grievance: ["title", "days"],
  seenBy: ["roles"],
  keep: ["period"],
  statusInForce: ["version", "date"],
  statusComesIn: ["version", "date"],
  statusUntil: ["version", "date"],
};

/** Which {words} a part's intro may use: the contact page's presence fills in the branches' count. */
const SECTION_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = { presenceSection: ["count", "cities"] };

export function placeholderChecks(valid: ReadonlyMap<string, unknown>): DataProblem[] {
  const pages = valid.get("pages") as { pages: Entry[] } | undefined;
  const pageTexts = (pages?.pages ?? []).flatMap((page, index) =>
    (Array.isArray(page.sections) ? (page.sections as Entry[]) : []).flatMap((section, j) =>
      (["heading", "intro"] as const)
        .filter((field) => typeof section[field] === "string")
        .map((field) => ({
          value: section[field] as string, entry: `entry path ${JSON.stringify(page.path)}`, field: `sections[${j}].${field}`,
          pointer: `/pages/${index}/sections/${j}/${field}`, allowed: field === "intro" ? (SECTION_PLACEHOLDERS[String(section.place)] ?? []) : [],
        })),
    ),
  );
  const privacy = valid.get("privacy") as { privacy: { page: Record<string, string> } } | undefined;
  const terms = valid.get("terms") as { terms: { sections: Entry[] } } | undefined;
  const privacyTexts = Object.entries(privacy?.privacy.page ?? {}).map(([field, value]) => ({
    value, field, entry: "privacy", pointer: `/privacy/page/${pointerPart(field)}`, allowed: PRIVACY_PLACEHOLDERS[field] ?? [],
  }));
  const termsTexts = (terms?.terms.sections ?? []).flatMap((section, index) =>
    (["paragraphs", "list", "after"] as const).flatMap((list) =>
      (Array.isArray(section[list]) ? (section[list] as string[]) : []).map((value, j) => ({
        value, entry: `terms.sections entry id ${JSON.stringify(section.id)}`, field: `${list}[${j}]`, pointer: `/terms/sections/${index}/${list}/${j}`, allowed: list === "list" ? [] : ["email"],
      })),
    ),
  );
  return [...placeholderProblems("data/pages.json", pageTexts), ...placeholderProblems("data/privacy.json", privacyTexts.map((t) => ({ ...t, field: `page.${t.field}` }))), ...placeholderProblems("data/terms.json", termsTexts)];
}
