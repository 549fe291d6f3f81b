/**
 * The site's default share card (/og-default.jpg, 1200×630): a night sky, the crescent and the words of
 * data/site.json (`name` and `shareCardLine`, issue 30). `npm run media` writes it to static/ (the artwork
 * the job cards start from); the build writes it again into public/ from the data it built, so a change of
 * those words in the console reaches the card with the next publish. Plain Node (sharp only).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const NAVY = "#0b1330";
const SPACE = "#05070f";
const MOON = "#e6e8ef";
const AMBER = "#f5b942";

export interface ShareCardWords {
  /** The big line: the agency's name. */
  name: string;
  /** The line under it. */
  line: string;
}

/** A crescent moon inside an amber orbit ring. */
export function crescent(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="none" stroke="${AMBER}" stroke-width="${r * 0.12}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${MOON}"/>` +
    `<circle cx="${cx + r * 0.42}" cy="${cy - r * 0.22}" r="${r * 0.86}" fill="${NAVY}"/>`
  );
}

const xmlText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function shareCardSvg(words: ShareCardWords, width = 1200, height = 630): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><radialGradient id="g" cx="0.75" cy="0.3" r="0.9"><stop offset="0" stop-color="#16214a"/>` +
    `<stop offset="1" stop-color="${SPACE}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    crescent(width * 0.84, height * 0.4, height * 0.16) +
    `<text x="80" y="${height * 0.5}" font-family="DejaVu Sans, Arial, sans-serif" font-size="66" font-weight="700" fill="${MOON}">${xmlText(words.name)}</text>` +
    `<text x="80" y="${height * 0.5 + 64}" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="${AMBER}">${xmlText(words.line)}</text>` +
    `</svg>`
  );
}

/** The card's words from data/site.json. */
export function readShareCardWords(dataDir: string): ShareCardWords {
  const { site } = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as { site: { name: string; shareCardLine: string } };
  return { name: site.name, line: site.shareCardLine };
}

/** Writes the card as a JPEG to `file`. */
export async function writeShareCard(file: string, words: ShareCardWords): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(shareCardSvg(words))).jpeg({ quality: 80, mozjpeg: true }).toFile(file);
}
