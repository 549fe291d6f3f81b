import fs from "fs";
import path from "path";
import { sectionOf, type SectionText } from "../../src/lib/page-copy";

interface PagesFile {
  pages: { path: string; seo: { title: string; description: string; image?: string }; sections: { place: string; heading?: string; intro?: string }[] }[];
}

/** data/pages.json as the build reads it. */
export const PAGES = (JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/pages.json"), "utf8")) as PagesFile).pages;

/** The heading and intro data/pages.json gives the part `place` of the page at `pagePath`. */
export const pageWords = (pagePath: string, place: string): SectionText => sectionOf(PAGES.find((page) => page.path === pagePath), place);
