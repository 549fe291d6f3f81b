import fs from "node:fs";
import path from "node:path";

function readEntries<T>(file: string, key: string): T[] {
  const data = JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", file), "utf8")) as Record<string, unknown>;
  return data[key] as T[];
}

export const serviceSlugs = readEntries<{ slug: string }>("services.json", "services").map((s) => s.slug);
export const caseStudyIds = readEntries<{ id: number }>("case-studies.json", "caseStudies").map((c) => c.id);

/** Every route of spec §2 that the build pre-renders. */
export const ROUTES: string[] = [
  "/",
  "/about",
  "/services",
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  "/contact-us",
  "/career",
  "/blog",
  "/case-Study-download",
  ...caseStudyIds.map((id) => `/CaseStudy/${id}`),
  "/terms-and-conditions",
  "/privacy",
  "/privacy/request",
  "/privacy/confirm",
];
