/**
 * The case-study PDFs: which keys exist (from data/case-studies.json) and their bytes, rendered on
 * first use and re-rendered whenever the JSON, site.json or the study's image changes, so a served
 * PDF is never stale. The bytes are cached in memory; with a cacheDir each rendering is also written
 * there for people to look at (with DATABASE_URL there is none: an instance keeps nothing on disk).
 */
import fs from "node:fs";
import path from "node:path";
import { parseCaseStudies, type CaseStudyDoc } from "./case-study";
import { renderCaseStudyPdf, resolveImage } from "./render";
import { DEFAULT_BRAND, type Brand } from "./theme";

export interface PdfLibraryOptions {
  caseStudiesPath: string;
  /** Folder image paths are relative to; also holds site.json for the brand. */
  dataDir: string;
  /** Folder the renderings are also written to; null keeps them in memory only. */
  cacheDir: string | null;
}

export interface PdfLibrary {
  has: (key: string) => boolean;
  keys: () => string[];
  get: (key: string) => Promise<Buffer | null>;
  /** Renders every PDF (into cacheDir if there is one); returns the file paths, or the keys without one. */
  generateAll: () => Promise<string[]>;
}

interface Catalog {
  stamp: string;
  studies: Map<string, CaseStudyDoc>;
  brand: Brand;
}

const stampOf = (file: string | null): string => {
  if (!file) return "none";
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return "none";
  }
};

/** Name, email and phone from data/site.json, each falling back to the default brand. */
function readBrand(siteJson: string): Brand {
  try {
    const { site } = JSON.parse(fs.readFileSync(siteJson, "utf8")) as { site?: Record<string, unknown> };
    const pick = (key: keyof Brand) => (typeof site?.[key] === "string" ? site[key] : DEFAULT_BRAND[key]);
    return { name: pick("name"), email: pick("email"), phone: pick("phone") };
  } catch {
    return DEFAULT_BRAND;
  }
}

export function createPdfLibrary(options: PdfLibraryOptions): PdfLibrary {
  const siteJson = path.join(options.dataDir, "site.json");
  let catalog: Catalog = { stamp: "", studies: new Map(), brand: DEFAULT_BRAND };
  const rendered = new Map<string, { stamp: string; pdf: Promise<Buffer> }>();

  const current = (): Catalog => {
    const stamp = `${stampOf(options.caseStudiesPath)}|${stampOf(siteJson)}`;
    if (stamp === catalog.stamp) return catalog;
    const exists = fs.existsSync(options.caseStudiesPath);
    const docs = exists ? parseCaseStudies(fs.readFileSync(options.caseStudiesPath, "utf8")) : [];
    catalog = { stamp, studies: new Map(docs.map((d) => [d.pdf, d])), brand: readBrand(siteJson) };
    return catalog;
  };

  const write = async (key: string, pdf: Buffer): Promise<void> => {
    if (!options.cacheDir) return;
    await fs.promises.mkdir(options.cacheDir, { recursive: true });
    const file = path.join(options.cacheDir, `${key}.pdf`);
    const temp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temp, pdf);
    await fs.promises.rename(temp, file);
  };

  const get = async (key: string): Promise<Buffer | null> => {
    const { stamp, studies, brand } = current();
    const study = studies.get(key);
    if (!study) return null;
    const full = `${stamp}|${stampOf(resolveImage(options.dataDir, study.image))}`;
    const cached = rendered.get(key);
    if (cached?.stamp === full) return cached.pdf;
    const pdf = renderCaseStudyPdf(study, { dataDir: options.dataDir, brand }).then(async (bytes) => {
      await write(key, bytes);
      return bytes;
    });
    rendered.set(key, { stamp: full, pdf });
    pdf.catch(() => rendered.delete(key));
    return pdf;
  };

  return {
    has: (key) => current().studies.has(key),
    keys: () => [...current().studies.keys()],
    get,
    generateAll: async () => {
      const keys = [...current().studies.keys()];
      for (const key of keys) await get(key); // one at a time: pdfkit is CPU-bound
      const dir = options.cacheDir;
      return dir ? keys.map((key) => path.join(dir, `${key}.pdf`)) : keys;
    },
  };
}
