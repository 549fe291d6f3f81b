/** Lays out one case study as a themed PDF. */
import fs from "node:fs";
import path from "node:path";
import type { CaseStudyDoc } from "./case-study";
import { COLORS, FONTS, type Brand } from "./theme";
import { PdfWriter } from "./writer";

export interface RenderOptions {
  /** Folder the case study's image paths are relative to (the repo's data/). */
  dataDir: string;
  brand: Brand;
}

/** The image's absolute path if it is a file inside dataDir, else null. */
export function resolveImage(dataDir: string, image: string | undefined): string | null {
  if (!image) return null;
  const root = path.resolve(dataDir);
  const file = path.resolve(root, image);
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return null;
  return file;
}

function cover(w: PdfWriter, study: CaseStudyDoc, brand: Brand): void {
  w.moon();
  w.text(`${brand.name.toUpperCase()}  ·  CASE STUDY`, {
    font: FONTS.bold,
    size: 9,
    color: COLORS.accent,
    spacing: 2,
  });
  w.space(30);
  w.text(study.title, { font: FONTS.bold, size: 26, gap: 4 }, w.left, w.width - 120);
  w.space(6);
  w.text(study.subtitle, { size: 14, color: COLORS.accent });
  w.space(2);
  w.text(`Client: ${study.name}`, { size: 10, color: COLORS.muted });
  w.space(16);
}

function image(w: PdfWriter, file: string | null): void {
  if (!file) return;
  const height = 230;
  w.ensure(height + 10);
  const y = w.doc.y;
  try {
    w.doc.image(file, w.left, y, { fit: [w.width, height], align: "center", valign: "center" });
  } catch {
    return; // an unreadable image leaves the page without it rather than failing the PDF
  }
  w.doc.y = y + height + 16;
}

function counters(w: PdfWriter, items: CaseStudyDoc["counters"]): void {
  if (!items.length) return;
  w.heading("Results");
  const perRow = items.length <= 4 ? items.length : 3; // 4 fit on one row; 5+ wrap by 3
  const gap = 12;
  const cell = (w.width - gap * (perRow - 1)) / perRow;
  for (let start = 0; start < items.length; start += perRow) {
    const row = items.slice(start, start + perRow);
    const descHeight = Math.max(...row.map((c) => w.heightOf(c.desc, { size: 9 }, cell - 16)));
    const height = 44 + descHeight;
    w.ensure(height + gap);
    const y = w.doc.y;
    row.forEach((c, i) => {
      const x = w.left + i * (cell + gap);
      w.panel(x, y, cell, height);
      w.doc.y = y + 10;
      w.text(c.value, { font: FONTS.bold, size: 22, color: COLORS.accent, align: "center" }, x + 8, cell - 16);
      w.text(c.desc, { size: 9, color: COLORS.muted, align: "center" }, x + 8, cell - 16);
    });
    w.doc.y = y + height + gap;
  }
}

function closing(w: PdfWriter, brand: Brand): void {
  const contact = [brand.email, brand.phone].filter(Boolean).join("  ·  ");
  const height = 62;
  w.ensure(height + 20);
  w.space(20);
  const y = w.doc.y;
  w.panel(w.left, y, w.width, height);
  w.doc.y = y + 14;
  w.text("Ready to launch your own success story?", { font: FONTS.bold, size: 13, align: "center" });
  w.space(4);
  w.text(`Talk to ${brand.name}: ${contact}`, { size: 10, color: COLORS.accent, align: "center" });
  w.doc.y = y + height;
}

/** Renders a case study to PDF bytes. Pure apart from reading the image file. */
export function renderCaseStudyPdf(study: CaseStudyDoc, options: RenderOptions): Promise<Buffer> {
  const { brand } = options;
  const w = new PdfWriter({ title: `${study.title} | ${brand.name}`, subject: study.subtitle, brand });
  cover(w, study, brand);
  image(w, resolveImage(options.dataDir, study.image));
  if (study.description) {
    w.heading("Overview");
    w.text(study.description, { size: 11, gap: 3 });
  }
  counters(w, study.counters);
  for (const list of study.lists) {
    // Keep a short list with its heading; a long one may flow on to the next page.
    w.heading(list.title, Math.min(w.bulletsHeight(list.items), 200));
    w.bullets(list.items);
  }
  for (const p of study.paragraphs) {
    if (p.headline) w.heading(p.headline, Math.min(w.heightOf(p.text, { size: 10.5 }), 120));
    if (p.text) {
      w.ensure(w.heightOf(p.text, { size: 10.5 }));
      w.text(p.text, { size: 10.5, gap: 3 });
    }
  }
  closing(w, brand);
  w.footers((page, total) => `${brand.name}  ·  ${study.name} case study  ·  ${page} / ${total}`);
  return w.finish();
}
