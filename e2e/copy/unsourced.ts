/**
 * Finding the sentences of a page that come from nowhere a marketer can edit (issue 30): pure text work
 * for copy-from-data.spec.ts (and its Jest test). A page's visible text is read line by line; the texts it
 * may hold (every string of data/, the posts and jobs the build read, the spec-fixed texts) are taken out
 * of each line, and what is left is split into sentences: one of 25 characters or more that is not part of
 * any of those texts is reported.
 */
import fs from "node:fs";
import path from "node:path";

export const MIN_SENTENCE = 25;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML (a headline, a post's body) as the text a visitor reads: tags out, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|ul|ol|div|blockquote|pre|tr)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === "#") return String.fromCodePoint(code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .split("\n")
    .map((line) => line.replace(/[\s\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A YYYY-MM-DD day (or the start of a timestamp) as the site writes it: "1 January 2025", "January 1, 2025". */
export function dayForms(text: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return [];
  const [year, month, day] = [match[1], MONTHS[Number(match[2]) - 1], Number(match[3])];
  return month ? [`${day} ${month} ${year}`, `${month} ${day}, ${year}`] : [];
}

/** Every string in a JSON value, deeply. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every string of every JSON file under data/ (not the schemas: their help is not shown to visitors). */
export function dataTexts(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .flatMap((entry) => stringsIn(JSON.parse(fs.readFileSync(path.join(dataDir, entry.name), "utf8"))));
}

export interface Sources {
  /** Texts as they are (HTML allowed), each with {word} parts where the page fills something in. */
  texts: readonly string[];
}

interface Prepared {
  literals: string[];
  templates: RegExp[];
  corpus: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function prepare(sources: Sources): Prepared {
  // Each text line by line (a block per line, as innerText gives it) and whole on one line (an excerpt runs on).
  const plain = sources.texts
    .flatMap((text) => {
      const lines = plainText(text).split("\n");
      return [...lines, ...(lines.length > 1 ? [lines.join(" ")] : []), ...dayForms(text)];
    })
    .filter(Boolean);
  // Compared without case: the page may show a text in capitals (CSS text-transform), as innerText gives it.
  const templates = plain
    .filter((text) => /\{[A-Za-z]+\}/.test(text))
    .sort((a, b) => b.length - a.length)
    .map((text) => new RegExp(text.toLowerCase().split(/\{[a-z]+\}/).map(escape).join(".+?"), "g"));
  const literals = [...new Set(plain.filter((text) => text.length >= 8 && !/\{[A-Za-z]+\}/.test(text)).map((text) => text.toLowerCase()))].sort(
    (a, b) => b.length - a.length,
  );
  return { literals, templates, corpus: plain.join("\n").toLowerCase() };
}

/** Cuts what `pattern` matches in `lower` out of both `lower` and `original` (the same line, same length). */
function cut([original, lower]: [string, string], pattern: RegExp): [string, string] {
  let keptOriginal = "";
  let keptLower = "";
  let last = 0;
  for (const match of lower.matchAll(pattern)) {
    const at = match.index ?? 0;
    keptOriginal += `${original.slice(last, at)} ¦ `;
    keptLower += `${lower.slice(last, at)} ¦ `;
    last = at + match[0].length;
  }
  return [keptOriginal + original.slice(last), keptLower + lower.slice(last)];
}

/** The sentences of a page's visible text (innerText) that none of the sources holds. */
export function unsourcedSentences(visible: string, prepared: Prepared): string[] {
  const found: string[] = [];
  for (const raw of visible.split("\n")) {
    const shown = raw.replace(/[\s\u00a0]+/g, " ").trim();
    if (shown.length < MIN_SENTENCE) continue;
    // Lower case for matching, the line as shown for the report (when lower-casing keeps its length).
    const lowered = shown.toLowerCase();
    let line: [string, string] = [lowered.length === shown.length ? shown : lowered, lowered];
    for (const template of prepared.templates) line = cut(line, template);
    for (const literal of prepared.literals) if (line[1].includes(literal)) line = cut(line, new RegExp(escape(literal), "g"));
    const separators = /¦|(?<=[.!?…:])\s+/;
    const lowerPieces = line[1].split(separators);
    line[0].split(separators).forEach((piece, index) => {
      const trim = (text: string) => text.trim().replace(/^[\s,;:·–—-]+|[\s,;·–—-]+$/g, "");
      const sentence = trim(piece);
      const lower = trim(lowerPieces[index] ?? "");
      if (sentence.length < MIN_SENTENCE) return;
      const bare = lower.replace(/(…|\.\.\.)$/, "").trim();
      if (!prepared.corpus.includes(lower) && !prepared.corpus.includes(bare)) found.push(sentence);
    });
  }
  return found;
}
