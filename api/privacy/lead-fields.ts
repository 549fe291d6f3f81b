/**
 * The privacy fields of a lead record as staff see them (issue 25): the notice version it was sent under,
 * its last change, HR's one-time "keep longer", and the erasure date computed from the retention in force.
 */
import { erasureDate } from "./kinds";

type Row = Record<string, unknown>;

const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The stored privacy columns of a lead row, as record fields. */
export function privacyFields(row: Row) {
  return {
    noticeVersion: textOrNull(row.notice_version),
    changedAt: String(row.changed_at ?? row.created_at),
    keptLongerDays: row.kept_longer_days === null || row.kept_longer_days === undefined ? null : Number(row.kept_longer_days),
    keptLongerReason: textOrNull(row.kept_longer_reason),
    keptLongerBy: textOrNull(row.kept_longer_by),
    keptLongerAt: textOrNull(row.kept_longer_at),
  };
}

/** The record with its `erasureDate`: last change + the kind's retention days + any days kept longer. */
export function withErasureDate<T extends Record<string, unknown>>(item: T, retentionDays: number): T & { erasureDate: string } {
  const extra = typeof item.keptLongerDays === "number" ? item.keptLongerDays : 0;
  return { ...item, erasureDate: erasureDate(String(item.changedAt ?? item.createdAt), retentionDays + extra) };
}
