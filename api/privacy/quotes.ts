/**
 * Other people's leads that quote a person (issue 28 §3): an enquiry whose message names them, a staff note
 * about them on someone else's lead, an application's description or address with their phone. An erasure
 * does not touch these (they are someone else's data); they are listed to the staff member who erases, with
 * a short excerpt, so that they can decide (edit the note, or erase that lead too).
 */
import { sql } from "kysely";
import type { Db } from "../store/db";
import { containsPattern } from "../staff/input";
import type { HeldData } from "./data";
import { PRIVACY_KINDS } from "./kinds";

/** The free-text columns of each kind that may quote another person, with the field name staff see. */
const QUOTING: Record<string, readonly (readonly [column: string, field: string])[]> = {
  contacts: [
    ["message", "message"],
    ["note", "note"],
  ],
  job_applications: [
    ["description", "description"],
    ["address", "address"],
    ["note", "note"],
  ],
  case_study_downloads: [["note", "note"]],
};

export interface Quote {
  /** The lead list it is in: enquiries, applications or downloads. */
  kind: string;
  id: number;
  field: string;
  /** Up to EXCERPT characters around the first value found, "…" where cut. */
  excerpt: string;
}

const EXCERPT = 80;
/** Shorter values (a first name alone, a short number) would find too many unrelated leads. */
const MIN_LENGTH = 6;

/** The values that identify the person in someone else's text: email, phone, full name. */
export function quotedValues(email: string, held: HeldData): string[] {
  const values = [email];
  for (const lead of [...held.enquiries, ...held.applications, ...held.downloads]) {
    values.push(String(lead.phoneNumber ?? ""), `${String(lead.firstName ?? "").trim()} ${String(lead.lastName ?? "").trim()}`);
  }
  return [...new Set(values.map((value) => value.trim().toLowerCase()))].filter((value) => value.length >= MIN_LENGTH);
}

export function excerptAround(text: string, value: string): string {
  const at = text.toLowerCase().indexOf(value);
  if (at < 0) return text.slice(0, EXCERPT);
  const room = Math.max(0, EXCERPT - value.length);
  const start = Math.max(0, at - Math.floor(room / 2));
  const end = Math.min(text.length, start + Math.max(EXCERPT, value.length));
  const flat = text.slice(start, end).replace(/\s+/g, " ").trim();
  return `${start > 0 ? "…" : ""}${flat}${end < text.length ? "…" : ""}`;
}

/** The leads of other addresses, not erased, whose free text contains one of the values (case aside). */
export async function quotesOf(db: Db, email: string, values: readonly string[]): Promise<Quote[]> {
  if (values.length === 0) return [];
  const quotes: Quote[] = [];
  for (const lead of PRIVACY_KINDS) {
    const columns = QUOTING[lead.table];
    const rows = (await db
      .selectFrom(lead.table as "contacts")
      .selectAll()
      .where(sql<boolean>`lower(email) <> ${email.trim().toLowerCase()}`)
      .where("erased_at", "is", null)
      .where((eb) =>
        eb.or(columns.flatMap(([column]) => values.map((value) => sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(value)} escape '\\'`))),
      )
      .orderBy("id")
      .execute()) as unknown as Record<string, unknown>[];
    for (const row of rows) {
      for (const [column, field] of columns) {
        const text = String(row[column] ?? "");
        const value = values.find((candidate) => text.toLowerCase().includes(candidate));
        if (value) quotes.push({ kind: lead.kind, id: Number(row.id), field, excerpt: excerptAround(text, value) });
      }
    }
  }
  return quotes;
}
