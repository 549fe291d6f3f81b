/** Drawing primitives for the case-study PDF: themed pages, text blocks, bullets and panels. */
import PDFDocument from "pdfkit";
import { COLORS, FONTS, PAGE, type Brand } from "./theme";

type Font = (typeof FONTS)[keyof typeof FONTS];

export interface TextStyle {
  font?: Font;
  size?: number;
  color?: string;
  gap?: number;
  align?: "left" | "center" | "right";
  spacing?: number;
}

/** A tiny deterministic generator so every build of a PDF has the same star field. */
function stars(seed: number, count: number): { x: number; y: number; r: number }[] {
  let state = seed || 1;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => ({ x: next(), y: next(), r: 0.3 + next() * 0.9 }));
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private color: string = COLORS.text;
  private pageIndex = 0;

  constructor(info: { title: string; subject: string; brand: Brand }) {
    this.doc = new PDFDocument({
      size: PAGE.size,
      margin: PAGE.margin,
      bufferPages: true,
      info: { Title: info.title, Subject: info.subject, Author: info.brand.name },
    });
    // pdfkit starts every page with a blank graphics state: repaint and restore the text colour.
    this.doc.on("pageAdded", () => this.decorate());
    this.decorate();
  }

  get left(): number {
    return PAGE.margin;
  }

  get width(): number {
    return this.doc.page.width - 2 * PAGE.margin;
  }

  get bottom(): number {
    return this.doc.page.height - PAGE.margin - PAGE.footer;
  }

  private decorate(): void {
    const { doc } = this;
    const { width, height } = doc.page;
    doc.save().rect(0, 0, width, height).fill(COLORS.page);
    doc.fillColor(COLORS.text).fillOpacity(0.55);
    for (const s of stars(this.pageIndex + 7, 90)) doc.circle(s.x * width, s.y * height, s.r).fill();
    doc.fillOpacity(1).rect(0, 0, width, 5).fill(COLORS.accent);
    doc.restore();
    this.pageIndex += 1;
    doc.x = PAGE.margin;
    doc.y = PAGE.margin;
    doc.fillColor(this.color);
  }

  /** A pale moon with craters, drawn in the top-right corner of the current page. */
  moon(): void {
    const { doc } = this;
    const cx = doc.page.width - 92;
    const cy = 96;
    doc.save().fillOpacity(0.9).circle(cx, cy, 48).fill(COLORS.crater);
    doc.fillOpacity(0.35).fillColor(COLORS.muted);
    for (const [dx, dy, r] of [[-16, -12, 9], [14, 8, 12], [-6, 22, 6], [20, -20, 5]]) {
      doc.circle(cx + dx, cy + dy, r).fill();
    }
    doc.restore();
    doc.fillColor(this.color);
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  heightOf(text: string, style: TextStyle, width = this.width): number {
    this.apply(style);
    return this.doc.heightOfString(text, { width, lineGap: style.gap ?? 2 });
  }

  private apply(style: TextStyle): void {
    this.color = style.color ?? COLORS.text;
    this.doc.font(style.font ?? FONTS.regular).fontSize(style.size ?? 11).fillColor(this.color);
  }

  text(text: string, style: TextStyle = {}, x = this.left, width = this.width): void {
    this.apply(style);
    this.doc.text(text, x, this.doc.y, {
      width,
      lineGap: style.gap ?? 2,
      align: style.align ?? "left",
      characterSpacing: style.spacing ?? 0,
    });
  }

  space(points: number): void {
    this.doc.y += points;
  }

  /** A section heading, kept on one page with the next `keepWith` points of content. */
  heading(title: string, keepWith = 30): void {
    this.ensure(34 + keepWith);
    this.space(14);
    this.text(title.toUpperCase(), { font: FONTS.bold, size: 12, color: COLORS.accent, spacing: 1.2 });
    const y = this.doc.y + 3;
    this.doc.save().moveTo(this.left, y).lineTo(this.left + 36, y).lineWidth(1.5).stroke(COLORS.accent);
    this.doc.restore();
    this.space(10);
  }

  bulletsHeight(items: string[]): number {
    return items.reduce((sum, item) => sum + this.heightOf(item, { size: 10.5 }, this.width - 16) + 4, 0);
  }

  bullets(items: string[]): void {
    for (const item of items) {
      const style: TextStyle = { size: 10.5 };
      this.ensure(this.heightOf(item, style, this.width - 16) + 4);
      const y = this.doc.y;
      this.doc.save().circle(this.left + 4, y + 5.5, 2.2).fill(COLORS.accent).restore();
      this.doc.y = y;
      this.text(item, style, this.left + 16, this.width - 16);
      this.space(4);
    }
  }

  panel(x: number, y: number, w: number, h: number): void {
    this.doc.save().roundedRect(x, y, w, h, 6).fillAndStroke(COLORS.panel, COLORS.accent).restore();
    this.doc.fillColor(this.color);
  }

  /** Draws `footer(page, total)` at the bottom of every page, once all pages exist. */
  footers(footer: (page: number, total: number) => string): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // writing inside the margin must not add a page
      doc.y = doc.page.height - PAGE.margin;
      this.text(footer(i + 1, range.count), { size: 8, color: COLORS.muted, align: "center" });
      doc.page.margins.bottom = margin;
    }
  }

  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
      this.doc.end();
    });
  }
}
