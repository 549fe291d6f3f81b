/** The PDF's look: the site's space theme on paper, with pdfkit's built-in Helvetica. */

export const COLORS = {
  page: "#0b1026", // deep navy
  panel: "#141b3a",
  text: "#d9dce6", // moon grey
  muted: "#9aa3ba",
  accent: "#f5b544", // amber
  crater: "#b9bdc9",
} as const;

export const FONTS = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
} as const;

export const PAGE = {
  size: "A4",
  margin: 56,
  footer: 30,
} as const;

export interface Brand {
  name: string;
  email: string;
  phone: string;
}

export const DEFAULT_BRAND: Brand = {
  name: "Selenova Digital",
  email: "hello@selenova.example",
  phone: "",
};
