import fs from "node:fs";
import path from "node:path";

function read<T>(file: string, key: string): T {
  const data = JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", file), "utf8")) as Record<string, unknown>;
  return data[key] as T;
}

export const caseStudies = read<{ id: number; title: string; counter: unknown[] }[]>("case-studies.json", "caseStudies");
/** The case studies in the home hero's order (by id). */
export const heroOrder = [...caseStudies].sort((a, b) => a.id - b.id);
export const services = read<{ slug: string; titleSmall: string; cards: { title: string; Bgcolor: string }[] }[]>("services.json", "services");
export const clients = read<{ categories: string[]; logos: { logo: string }[] }>("clients.json", "clients");
export const partners = read<{ name: string; logoAlt: string }[]>("partners.json", "partners");
export const awards = read<{ title: string }[]>("awards.json", "awards");
export const testimonials = read<{ name: string }[]>("testimonials.json", "testimonials");
export const introSlides = read<{ title: string }[]>("intro-slides.json", "introSlides");
export const contacts = read<{ name: string }[]>("contacts.json", "contacts");

/** How many logos the grid should show for a category (the data's own rule, counted independently). */
export function logoCount(category: string): number {
  return clients.logos.filter((l) => l.logo.toLowerCase().includes(category.toLowerCase())).length;
}

/** "#1d1a33" as the browser reports it: "rgb(29, 26, 51)". */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
