/**
 * Every data file under data/, the key that holds its entries, and the GraphQL node type each entry
 * becomes. The validator, the node splitter and the marketers' guide all read this one table.
 */
export interface Collection {
  /** File name under data/ without .json; its schema is data/schemas/<file>.schema.json. */
  file: string;
  /** Key of the entries inside the file. */
  key: string;
  /** GraphQL node type of each entry (or of the single object). */
  type: string;
  /** Whether the key holds one object (one node) rather than a list of entries. */
  single?: boolean;
  /** Fields that must be unique across entries (an id or a slug). */
  unique?: string[];
}

export const COLLECTIONS: readonly Collection[] = [
  { file: "site", key: "site", type: "SiteFacts", single: true },
  { file: "clients", key: "clients", type: "Clients", single: true },
  { file: "case-studies", key: "caseStudies", type: "CaseStudy", unique: ["id", "pdf", "slung", "title"] },
  { file: "services", key: "services", type: "Service", unique: ["slug"] },
  { file: "timeline", key: "timeline", type: "TimelineEntry", unique: ["year"] },
  { file: "testimonials", key: "testimonials", type: "Testimonial", unique: ["name"] },
  { file: "contacts", key: "contacts", type: "ContactEntry", unique: ["name"] },
  { file: "partners", key: "partners", type: "Partner", unique: ["name"] },
  { file: "awards", key: "awards", type: "Award", unique: ["title"] },
  { file: "home-slides", key: "homeSlides", type: "HomeSlide", unique: ["name"] },
  { file: "intro-slides", key: "introSlides", type: "IntroSlide", unique: ["title"] },
  { file: "videos", key: "videos", type: "CaseStudyVideo", unique: ["src"] },
  { file: "privacy", key: "privacy", type: "PrivacyNotice", single: true },
  { file: "redirects", key: "redirects", type: "DataRedirect", unique: ["from"] },
  { file: "pages", key: "pages", type: "PageCopy", unique: ["path"] },
  { file: "terms", key: "terms", type: "TermsCopy", single: true },
];

export function collectionForFile(fileName: string): Collection | undefined {
  return COLLECTIONS.find((c) => c.file === fileName);
}

/** How an entry is named in messages: by its id, slug, year or name, whichever it has. */
export function entryLabel(entry: unknown, index: number): string {
  if (entry && typeof entry === "object") {
    const record = entry as Record<string, unknown>;
    for (const field of ["id", "slug", "year", "name", "Name", "title", "src", "from", "path"]) {
      const value = record[field];
      if (typeof value === "string" || typeof value === "number") return `${field} ${JSON.stringify(value)}`;
    }
  }
  return `#${index}`;
}
