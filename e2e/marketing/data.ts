import fs from "node:fs";
import path from "node:path";

function read<T>(file: string, key: string): T {
  const data = JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", file), "utf8")) as Record<string, unknown>;
  return data[key] as T;
}

export const caseStudies = read<{ id: number; title: string; counter: unknown[] }[]>("case-studies.json", "caseStudies");
export const services = read<{ slug: string; titleSmall: string; cards: { title: string; Bgcolor: string }[] }[]>("services.json", "services");
const clients = read<{ categories: string[]; logos: { logo: string }[] }>("clients.json", "clients");

/** How many logos the grid should show for a category (the data's own rule, counted independently). */
export function logoCount(category: string): number {
  return clients.logos.filter((l) => l.logo.toLowerCase().includes(category.toLowerCase())).length;
}

/** "#1d1a33" as the browser reports it: "rgb(29, 26, 51)". */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
