/**
 * The three kinds of lead as privacy work sees them: the staff list's name (also the retention
 * setting's kind), the table, and the audit log's and outbox's name for one record.
 */
import type { LeadKind } from "../../shared/retention";

export interface PrivacyLeadKind {
  kind: LeadKind;
  table: "contacts" | "job_applications" | "case_study_downloads";
  entity: "enquiry" | "application" | "download";
  /** Text columns that hold what the person sent, blanked on erasure (the person's own four included). */
  personal: readonly string[];
}

const PERSON = ["first_name", "last_name", "email", "phone_number"] as const;
const STAFF = ["note", "kept_longer_reason", "notice_version"] as const;

export const PRIVACY_KINDS: readonly PrivacyLeadKind[] = [
  { kind: "enquiries", table: "contacts", entity: "enquiry", personal: [...PERSON, "message", ...STAFF] },
  {
    kind: "applications",
    table: "job_applications",
    entity: "application",
    personal: [...PERSON, "address", "description", "job_title", "job_location", "resume_original_name", "resume_type", ...STAFF],
  },
  { kind: "downloads", table: "case_study_downloads", entity: "download", personal: [...PERSON, "case_study_name", "pdf", ...STAFF] },
];

export const kindByName = (kind: LeadKind): PrivacyLeadKind => PRIVACY_KINDS.find((k) => k.kind === kind) as PrivacyLeadKind;

export type ErasedCounts = Record<LeadKind, number>;

/** One erased lead as the erasure ledger records it (ledger.ts): no personal value, only where it was. */
export interface ErasedLead {
  kind: LeadKind;
  id: number;
  /** The month it was received (YYYY-MM), as its tombstone keeps it. */
  month: string;
}

export const noneErased = (): ErasedCounts => ({ enquiries: 0, applications: 0, downloads: 0 });

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD, UTC) a lead is erased on: its last change plus the retention days. */
export function erasureDate(changedAt: string, days: number): string {
  const start = Date.parse(changedAt);
  const base = Number.isNaN(start) ? Date.parse(`${changedAt.slice(0, 7)}-01T00:00:00Z`) : start;
  return new Date(base + days * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);
