/**
 * Case-study PDFs. `generateCaseStudyPdfs` is the one-call entry point for scripts and tests;
 * the API uses `createPdfLibrary` to serve them.
 */
import path from "node:path";
import { ROOT } from "../config";
import { createPdfLibrary, type PdfLibraryOptions } from "./library";

export { createPdfLibrary, type PdfLibrary, type PdfLibraryOptions } from "./library";
export { parseCaseStudies, type CaseStudyDoc } from "./case-study";
export { renderCaseStudyPdf } from "./render";

export const DEFAULT_PDF_OPTIONS: PdfLibraryOptions = {
  caseStudiesPath: path.join(ROOT, "data", "case-studies.json"),
  dataDir: path.join(ROOT, "data"),
  cacheDir: path.join(ROOT, "api", ".generated", "CaseStudy"),
};

/** Renders every case study's PDF into options.cacheDir; resolves with the file paths. */
export function generateCaseStudyPdfs(options: Partial<PdfLibraryOptions> = {}): Promise<string[]> {
  return createPdfLibrary({ ...DEFAULT_PDF_OPTIONS, ...options }).generateAll();
}
