/**
 * Prints what came in through the forms:
 *   npm run leads -- --type contact|application|download [--csv]
 * Reads the database named by API_DB_PATH (read-only); resume paths are absolute, under API_UPLOAD_DIR.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { applicationsTable } from "./store/applications";
import { contactsTable } from "./store/contacts";
import { openDatabaseReadOnly, type Db } from "./store/db";
import { downloadsTable } from "./store/downloads";

export const LEAD_TYPES = ["contact", "application", "download"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

type Row = Record<string, string | number>;

const USAGE = "Usage: npm run leads -- --type contact|application|download [--csv]";

export function readLeads(db: Db, type: LeadType, uploadDir: string): Row[] {
  switch (type) {
    case "contact":
      return contactsTable(db).list().map((row) => ({ ...row }));
    case "download":
      return downloadsTable(db).list().map((row) => ({ ...row }));
    case "application":
      return applicationsTable(db)
        .list()
        .map(({ resumeFile, ...row }) => ({ ...row, resumePath: path.join(uploadDir, resumeFile) }));
  }
}

/**
 * One CSV cell. Leads are typed by strangers, so a cell that a spreadsheet would run as a formula
 * (starting with = + - @ or a control character) gets a leading apostrophe.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Row[]): string {
  if (!rows.length) return "";
  const columns = Object.keys(rows[0]);
  const lines = [columns.join(","), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

export function toText(rows: Row[], type: LeadType): string {
  if (!rows.length) return `No ${type} submissions yet.\n`;
  const blocks = rows.map((row) => {
    const width = Math.max(...Object.keys(row).map((key) => key.length));
    const lines = Object.entries(row).map(([key, value]) => {
      const text = String(value).replace(/\r?\n/g, `\n  ${" ".repeat(width + 2)}`);
      return `  ${key.padEnd(width)}  ${text}`;
    });
    return lines.join("\n");
  });
  return `${blocks.join("\n\n")}\n\n${rows.length} ${type} submission(s)\n`;
}

/** Runs the command; returns the exit code. */
export function runLeads(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  write: (text: string) => void = (text) => process.stdout.write(text),
): number {
  let type: string | undefined;
  let csv = false;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { type: { type: "string" }, csv: { type: "boolean", default: false } },
    });
    type = values.type;
    csv = values.csv ?? false;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (!LEAD_TYPES.includes(type as LeadType)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(env);
  const db = openDatabaseReadOnly(config.dbPath);
  const rows = db ? readLeads(db, type as LeadType, config.uploadDir) : [];
  db?.close();
  write(csv ? toCsv(rows) : toText(rows, type as LeadType));
  return 0;
}

if (require.main === module) process.exitCode = runLeads(process.argv.slice(2));
