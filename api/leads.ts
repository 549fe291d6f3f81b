/**
 * Prints what came in through the forms:
 *   npm run leads -- --type contact|application|download [--csv] [--resumes <folder>]
 * Reads the store named by DATABASE_URL, or else the SQLite file at API_DB_PATH (read-only). With
 * --resumes, each application's résumé is written into that folder and its path printed.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { applicationsTable } from "./store/applications";
import { contactsTable } from "./store/contacts";
import { connect, type Db } from "./store/db";
import { downloadsTable } from "./store/downloads";
import { filesTable } from "./store/files";

export const LEAD_TYPES = ["contact", "application", "download"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

type Row = Record<string, string | number>;

const USAGE = "Usage: npm run leads -- --type contact|application|download [--csv] [--resumes <folder>]";

/** The rows of one kind of lead; with `resumesDir`, applications' résumés are saved there too. */
export async function readLeads(db: Db, type: LeadType, resumesDir?: string): Promise<Row[]> {
  switch (type) {
    case "contact":
      return (await contactsTable(db).list()).map((row) => ({ ...row }));
    case "download":
      return (await downloadsTable(db).list()).map((row) => ({ ...row }));
    case "application": {
      const rows: Row[] = (await applicationsTable(db).list()).map((row) => ({ ...row }));
      if (!resumesDir) return rows;
      await fs.promises.mkdir(resumesDir, { recursive: true });
      const files = filesTable(db);
      for (const row of rows) {
        const name = String(row.resumeFile);
        const file = await files.get("resume", name);
        if (!file || path.basename(name) !== name) continue;
        const target = path.resolve(resumesDir, name);
        await fs.promises.writeFile(target, file.bytes);
        row.resumePath = target;
      }
      return rows;
    }
  }
}

/** Control characters a cell loses: C0 but LF and CR (a tab becomes a space); DEL; C1. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** A formula trigger after any blanks; NFKC folds the full-width and small forms (＝ ﹦ ＋ －…) into = + - @. */
const FORMULA = /^\s*[=+\-@]/u;

/**
 * One CSV cell. Leads are typed by strangers, so a text cell a spreadsheet could run as a formula
 * (its first non-blank character = + - @, ASCII or full-width, even after spaces, tabs or line
 * breaks) gets a leading apostrophe, and control characters other than line breaks (NUL…) are
 * dropped; a tab, the one a person pastes, becomes a space so words stay apart. Numbers are written as
 * they are.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string") {
    text = text.replace(CONTROL, "").replace(/\t/g, " ");
    if (FORMULA.test(text.normalize("NFKC"))) text = `'${text}`;
  }
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

/** Runs the command; resolves with the exit code. */
export async function runLeads(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  let type: string | undefined;
  let csv = false;
  let resumes: string | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        type: { type: "string" },
        csv: { type: "boolean", default: false },
        resumes: { type: "string" },
      },
    });
    type = values.type;
    csv = values.csv ?? false;
    resumes = values.resumes;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (!LEAD_TYPES.includes(type as LeadType)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(env);
  // A SQLite file that does not exist yet means no leads; it is not created.
  const missing = !config.databaseUrl && !fs.existsSync(config.dbPath);
  let rows: Row[] = [];
  if (!missing) {
    const connection = connect(config, { readonly: true });
    try {
      rows = await readLeads(connection.db, type as LeadType, resumes);
    } finally {
      await connection.close();
    }
  }
  write(csv ? toCsv(rows) : toText(rows, type as LeadType));
  return 0;
}

if (require.main === module) {
  runLeads(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
