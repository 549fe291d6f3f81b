/**
 * The erasure ledger (issue 28 §3): which leads were erased, kept outside the database so that a restore
 * of an older backup (which holds those people again, without tombstones) can erase them again.
 *
 * Each erasure is written to the API's log as `erasedLeads: [{kind, id, month}]` (the staff route's
 * "privacy erasure" line and the sweep's "privacy sweep done" line): no personal value, only where the
 * lead was. `npm run privacy -- erasures` prints the same from the tombstones of a live database.
 * `npm run privacy -- reapply-erasures --from <file>` reads either (JSON lines) and erases those leads in
 * the restored database; a lead is erased only when its id was received in the recorded month, so a
 * newer lead that took a free id after the restore is never touched (run it before reopening anyway).
 */
import type { Db } from "../store/db";
import { eraseLeads, type EraseBy } from "./erase";
import { PRIVACY_KINDS, kindByName, noneErased, type ErasedCounts, type ErasedLead } from "./kinds";
import { purgeErased, tablesFor } from "./purge";

const MONTH = /^\d{4}-\d{2}$/;

const asLead = (value: unknown): ErasedLead | null => {
  if (typeof value !== "object" || value === null) return null;
  const { kind, id, month } = value as Record<string, unknown>;
  if (!PRIVACY_KINDS.some((k) => k.kind === kind)) return null;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
  if (typeof month !== "string" || !MONTH.test(month)) return null;
  return { kind: kind as ErasedLead["kind"], id, month };
};

/** The ledger's entries in a text of JSON lines: ledger lines, and API log lines with `erasedLeads`. */
export function parseLedger(text: string): ErasedLead[] {
  const entries = new Map<string, ErasedLead>();
  for (const line of text.split("\n")) {
    if (!line.trim().startsWith("{")) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue;
    }
    const list = Array.isArray((parsed as { erasedLeads?: unknown }).erasedLeads) ? ((parsed as { erasedLeads: unknown[] }).erasedLeads) : [parsed];
    for (const item of list) {
      const lead = asLead(item);
      if (lead) entries.set(`${lead.kind}:${lead.id}`, lead);
    }
  }
  return [...entries.values()];
}

/** Every erased lead of the database, from its tombstones: one JSON line each. */
export async function ledgerLines(db: Db): Promise<string> {
  const lines: string[] = [];
  for (const lead of PRIVACY_KINDS) {
    const rows = await db
      .selectFrom(lead.table as "contacts")
      .select(["id", "created_at", "erased_at", "erase_reason"])
      .where("erased_at", "is not", null)
      .orderBy("id")
      .execute();
    for (const row of rows) {
      lines.push(JSON.stringify({ kind: lead.kind, id: Number(row.id), month: String(row.created_at).slice(0, 7), erasedAt: row.erased_at, reason: row.erase_reason }));
    }
  }
  return lines.length ? `${lines.join("\n")}\n` : "";
}

export interface Reapplied {
  erased: ErasedCounts;
  /** Already erased in this database. */
  alreadyErased: number;
  /** No lead of that id, or one received in another month (not the same lead): left alone. */
  notFound: number;
}

/** Erases again, in a restored database, the ledger's leads that it holds un-erased. */
export async function reapplyErasures(db: Db, entries: readonly ErasedLead[], via: string): Promise<Reapplied> {
  const by: EraseBy = { reason: "restore", actorEmail: null, via };
  const result: Reapplied = { erased: noneErased(), alreadyErased: 0, notFound: 0 };
  for (const lead of PRIVACY_KINDS) {
    const wanted = entries.filter((entry) => entry.kind === lead.kind);
    for (let start = 0; start < wanted.length; start += 500) {
      const batch = wanted.slice(start, start + 500);
      const rows = await db
        .selectFrom(lead.table as "contacts")
        .select(["id", "created_at", "erased_at"])
        .where("id", "in", batch.map((entry) => entry.id))
        .execute();
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      const due: number[] = [];
      for (const entry of batch) {
        const row = byId.get(entry.id);
        if (!row || String(row.created_at).slice(0, 7) !== entry.month) result.notFound += 1;
        else if (row.erased_at !== null) result.alreadyErased += 1;
        else due.push(entry.id);
      }
      result.erased[lead.kind] += await db.transaction().execute((trx) => eraseLeads(trx, kindByName(lead.kind), due, by));
    }
  }
  const tables = tablesFor(result.erased);
  if (tables.length > 0) await purgeErased(db, tables);
  return result;
}
