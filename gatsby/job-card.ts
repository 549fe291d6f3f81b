/**
 * A job's share card (og:image): 1200×630, the job's title and location over the site's own default
 * share artwork (static/og-default.jpg), with a dark band so the words read. Made with sharp at build
 * time from an SVG text layer; the same job always gives the same bytes and the same file name (a hash
 * of what is drawn), so a link preview's cache never shows an old title.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface JobCardFacts {
  id: number;
  title: string;
  location: string;
  /** The site's name, written small above the title. */
  siteName: string;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** The title in lines of at most `width` characters (words kept whole), at most `max` lines with "…" at a cut. */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].replace(/\s*\S*$/, "") || kept[max - 1].slice(0, width - 1)}…`;
  return kept;
}

/** The SVG drawn over the artwork. */
export function cardSvg({ title, location, siteName }: JobCardFacts): string {
  const titleLines = wrapWords(title, 24, 3);
  const size = titleLines.length > 2 ? 64 : 76;
  const firstBaseline = 250;
  const tspans = titleLines
    .map((line, i) => `<tspan x="80" y="${firstBaseline + i * (size + 12)}">${escapeXml(line)}</tspan>`)
    .join("");
  const locationY = firstBaseline + titleLines.length * (size + 12) + 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#05070f" fill-opacity="0.62"/>
  <rect x="80" y="110" width="96" height="8" fill="#f5b942"/>
  <text x="80" y="170" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" font-weight="bold" fill="#f5b942" letter-spacing="3">${escapeXml(`${siteName.toUpperCase()} · CAREERS`)}</text>
  <text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#ffffff">${tspans}</text>
  <text x="80" y="${locationY}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="38" fill="#e6e8ef">${escapeXml(wrapWords(location, 48, 1)[0] ?? "")}</text>
</svg>`;
}

/** The card's file name: the job's id and a hash of what the card shows (and of this drawing's version). */
export function cardFileName(facts: JobCardFacts): string {
  const hash = createHash("sha256").update(JSON.stringify(["v1", facts.title, facts.location, facts.siteName])).digest("hex").slice(0, 10);
  return `job-${facts.id}-${hash}.jpg`;
}

/** The card as JPEG bytes over `artwork` (the site's default share image). */
export async function renderJobCard(facts: JobCardFacts, artwork: string): Promise<Buffer> {
  return sharp(artwork)
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: "cover" })
    .composite([{ input: Buffer.from(cardSvg(facts)), top: 0, left: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Where the build writes the cards (under public/), and the site path a page links them at. */
export const CARD_FOLDER = "og/career";

/** Writes the card into `publicDir`/og/career/ unless it is there already; returns its site path. */
export async function writeJobCard(facts: JobCardFacts, root: string): Promise<string> {
  const name = cardFileName(facts);
  const target = path.join(root, "public", CARD_FOLDER, name);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await renderJobCard(facts, path.join(root, "static", "og-default.jpg")));
  }
  return `/${CARD_FOLDER}/${name}`;
}
