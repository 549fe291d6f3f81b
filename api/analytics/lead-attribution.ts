/**
 * A lead's source as staff read it (issue 31): `attribution: {source, medium, campaign, term, content,
 * referrer, landingPage, visitStartedAt} | null` on each lead record (the staff API, the export of a
 * person's data) and as the CSV's columns. Erasing a lead deletes its row (api/privacy/erase.ts).
 */
import type { Db } from "../store/db";
import type { AttributedLeadKind } from "./migration";

export interface Attribution {
  source: string;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  /** The referring site's host. */
  referrer: string | null;
  landingPage: string;
  visitStartedAt: string;
}

/** The CSV's columns for the attribution, after the lead's own (blank where none is known). */
export const ATTRIBUTION_CSV_COLUMNS = ["source", "medium", "campaign", "term", "content", "referrer", "landingPage", "visitStartedAt"] as const;

/** Ids per query: well below both engines' limits on a statement's parameters. */
const CHUNK = 500;

/** The attributions of the given leads of one kind, by lead id. */
export async function attributionsOf(db: Db, kind: AttributedLeadKind, ids: readonly number[]): Promise<Map<number, Attribution>> {
  const found = new Map<number, Attribution>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .selectFrom("lead_attributions")
      .selectAll()
      .where("lead_kind", "=", kind)
      .where("lead_id", "in", ids.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) {
      found.set(Number(row.lead_id), {
        source: row.source,
        medium: row.medium,
        campaign: row.campaign,
        term: row.term,
        content: row.content,
        referrer: row.referrer,
        landingPage: row.landing_page,
        visitStartedAt: row.visit_started_at,
      });
    }
  }
  return found;
}

/** The records, each with its `attribution` (null: no visit was found for it). */
export async function withAttributions<T extends Record<string, unknown>>(db: Db, kind: AttributedLeadKind, items: T[]): Promise<(T & { attribution: Attribution | null })[]> {
  if (items.length === 0) return [];
  const found = await attributionsOf(db, kind, items.map((item) => Number(item.id)));
  return items.map((item) => ({ ...item, attribution: found.get(Number(item.id)) ?? null }));
}

/** A record's attribution as the CSV's cells. */
export function attributionCells(attribution: Attribution | null): Record<(typeof ATTRIBUTION_CSV_COLUMNS)[number], string | null> {
  return Object.fromEntries(ATTRIBUTION_CSV_COLUMNS.map((column) => [column, attribution?.[column] ?? null])) as Record<
    (typeof ATTRIBUTION_CSV_COLUMNS)[number],
    string | null
  >;
}

/** Deletes the leads' attributions (erasure); the counts they fed stay. */
export async function deleteAttributions(db: Db, kind: AttributedLeadKind, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += CHUNK) {
    await db.deleteFrom("lead_attributions").where("lead_kind", "=", kind).where("lead_id", "in", ids.slice(start, start + CHUNK)).execute();
  }
}
