/**
 * Erasing people (issue 25), on both engines, for the sweep and for requests alike. A lead's row stays
 * as a tombstone that holds no personal value: kind (its table), id, status, the month received
 * (`created_at` cut to YYYY-MM), `erased_at` and `erase_reason`. Everything else the person sent is
 * blanked; the résumé's bytes and the notification mail (body and addresses) are deleted; audit entries
 * that quote the person (the lead's own, e.g. a résumé's file name, or an export's search for their
 * email) have those values replaced; where the lead's visit came from (`lead_attributions`, issue 31) is
 * deleted, while the counts it fed stay (they hold no person); and one audit entry `erase` records the
 * reason and who erased it.
 * Keeping the row (rather than deleting it) keeps ids from being handed out again (SQLite reuses the
 * highest id of a deleted row), so an audit entry's id never comes to mean another person.
 */
import { sql } from "kysely";
import { deleteAttributions } from "../analytics/lead-attribution";
import type { Db } from "../store/db";
import { audit } from "../staff/audit";
import { containsPattern } from "../staff/input";
import { noneErased, type ErasedCounts, type ErasedLead, type PrivacyLeadKind } from "./kinds";

export const ERASED = "[erased]";

export interface EraseBy {
  reason: "retention" | "request" | "restore";
  /** The staff member's email, or null for the sweep. */
  actorEmail: string | null;
  /** For the audit detail: "request #12", "daily sweep", "command line". */
  via: string;
}

const NULLABLE = new Set(["notice_version", "kept_longer_reason"]);

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The values that identify the person in free text: email, phone, names, the résumé's file name. */
function identifying(row: Record<string, unknown>): string[] {
  const first = String(row.first_name ?? "").trim();
  const last = String(row.last_name ?? "").trim();
  const values = [row.email, row.phone_number, `${first} ${last}`, first, last, row.resume_original_name]
    .map((value) => String(value ?? "").trim())
    .filter((value) => value.length >= 3);
  // Longest first, so "Ada Lovelace" goes whole before "Ada" would split it.
  return [...new Set(values)].sort((a, b) => b.length - a.length);
}

export const scrub = (text: string, values: readonly string[]): string =>
  values.reduce((out, value) => out.replace(new RegExp(escapeRegExp(value), "giu"), ERASED), text);

/** Replaces the values in every audit detail that quotes one of them. */
async function scrubAudit(db: Db, values: readonly string[]): Promise<void> {
  if (values.length === 0) return;
  const rows = await db
    .selectFrom("audit_log")
    .select(["id", "detail"])
    .where((eb) =>
      eb.or(
        values.flatMap((value) => [
          sql<boolean>`lower(detail) like ${containsPattern(value)} escape '\\'`,
          sql<boolean>`detail like ${`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
        ]),
      ),
    )
    .execute();
  for (const row of rows) {
    const detail = scrub(row.detail, values);
    if (detail !== row.detail) await db.updateTable("audit_log").set({ detail }).where("id", "=", row.id).execute();
  }
}

/**
 * Erases the given leads of one kind (those not erased already); resolves with how many it erased, and
 * adds each to `ledger` when given (the erasure ledger: ledger.ts).
 */
export async function eraseLeads(db: Db, lead: PrivacyLeadKind, ids: readonly number[], by: EraseBy, ledger?: ErasedLead[]): Promise<number> {
  if (ids.length === 0) return 0;
  const table = lead.table as "job_applications";
  const rows = (await db
    .selectFrom(table)
    .selectAll()
    .where("id", "in", [...ids])
    .where("erased_at", "is", null)
    .execute()) as unknown as Record<string, unknown>[];
  const now = new Date().toISOString();
  await deleteAttributions(db, lead.kind, rows.map((row) => Number(row.id)));
  for (const row of rows) {
    const id = Number(row.id);
    const month = String(row.created_at).slice(0, 7);
    ledger?.push({ kind: lead.kind, id, month });
    const blank = Object.fromEntries(lead.personal.map((column) => [column, NULLABLE.has(column) ? null : ""]));
    const isApplication = lead.table === "job_applications";
    await db
      .updateTable(table)
      .set({
        ...blank,
        ...(isApplication ? { resume_file: `erased-${id}`, resume_size: 0 } : {}),
        created_at: month,
        changed_at: null,
        kept_longer_days: null,
        kept_longer_by: null,
        kept_longer_at: null,
        erased_at: now,
        erase_reason: by.reason,
      })
      .where("id", "=", id)
      .execute();
    if (isApplication) {
      await db.deleteFrom("files").where("kind", "=", "resume").where("name", "=", String(row.resume_file)).execute();
    }
    await db.deleteFrom("notification_outbox").where("kind", "=", lead.entity).where("lead_id", "=", id).execute();
    await scrubAudit(db, identifying(row));
    await audit(db, {
      actorEmail: by.actorEmail,
      action: "erase",
      entity: lead.entity,
      entityId: id,
      detail: `reason: ${by.reason}; by: ${by.via}`,
    });
  }
  return rows.length;
}

/** Ids of the leads of one kind held for an email, matched without regard to case. */
export async function leadIdsForEmail(db: Db, lead: PrivacyLeadKind, email: string): Promise<number[]> {
  const rows = await db
    .selectFrom(lead.table as "contacts")
    .select("id")
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .where("erased_at", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Erases every lead held for an email; the counts by kind. Run it in a transaction. */
export async function eraseEmail(db: Db, kinds: readonly PrivacyLeadKind[], email: string, by: EraseBy, ledger?: ErasedLead[]): Promise<ErasedCounts> {
  const counts = noneErased();
  for (const lead of kinds) counts[lead.kind] = await eraseLeads(db, lead, await leadIdsForEmail(db, lead, email), by, ledger);
  return counts;
}
