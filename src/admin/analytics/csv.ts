/**
 * A table's CSV, made in the browser (Export CSV). Cells follow the staff API's rule (api/leads.ts
 * `csvCell`): a text cell a spreadsheet could run as a formula (first non-blank character = + - @, ASCII
 * or full-width) gets a leading apostrophe, control characters but line breaks are dropped and a tab
 * becomes a space; a cell with a comma, quote, line break or outer blanks is quoted, quotes doubled.
 * Paths, sources and campaigns come from visitors' links, so they are strangers' text too.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const FORMULA = /^\s*[=+\-@]/u;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string") {
    text = text.replace(CONTROL, "").replace(/\t/g, " ");
    if (FORMULA.test(text.normalize("NFKC"))) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, CRLF line ends (as the API's exports). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** A link target holding the CSV, so Export CSV is a plain download link (no server call). */
export const csvHref = (csv: string): string => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
