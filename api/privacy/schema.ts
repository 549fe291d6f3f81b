/**
 * The privacy tables and columns (issue 25), added by migration 0008_privacy (migration.ts):
 *
 * - on each lead table (contacts, job_applications, case_study_downloads): the notice version the lead was
 *   sent under, its last change, HR's one-time "keep longer", and the erasure marker;
 * - `privacy_requests`: requests from the people the data is about (access, correction, erasure);
 * - `privacy_sweeps`: one row per UTC day whose sweep an instance claimed, so that instances sharing a
 *   database run the daily sweep once;
 * - `staff_users.extra_rights`: rights an admin gave an account beyond its role (today only "privacy").
 */
import type { ColumnType, Generated } from "kysely";

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The privacy columns every lead table has. */
export interface LeadPrivacyColumns {
  /** The `version` of data/privacy.json the visitor saw; null for old clients and older leads. */
  notice_version: Nullable<string>;
  /** ISO time of the last staff change (status, note); null: never changed since created_at. */
  changed_at: Nullable<string>;
  /** HR's one-time extension of an application's retention, in days (1-365); null when none. */
  kept_longer_days: Nullable<number>;
  kept_longer_reason: Nullable<string>;
  kept_longer_by: Nullable<string>;
  kept_longer_at: Nullable<string>;
  /** ISO time the person's data was erased; the row then holds no personal value. */
  erased_at: Nullable<string>;
  /** "retention", "request", or "restore" (re-erased from the erasure ledger after a restore). */
  erase_reason: Nullable<string>;
}

export type PrivacyRequestType = "access" | "correction" | "erasure";
export type PrivacyRequestStatus = "unconfirmed" | "open" | "done" | "refused";

export interface PrivacyRequestsTable {
  id: Generated<number>;
  /** As typed (trimmed); matched against leads case-insensitively. "" once an erasure request is done. */
  email: string;
  type: PrivacyRequestType;
  details: Generated<string>;
  status: Generated<PrivacyRequestStatus>;
  /** SHA-256 (hex) of the confirmation link's token; null once used. */
  token_hash: Nullable<string>;
  /** Milliseconds since the epoch. */
  token_expires_at: Nullable<number>;
  created_at: Generated<string>;
  confirmed_at: Nullable<string>;
  closed_at: Nullable<string>;
  closed_by: Nullable<string>;
  note: Generated<string>;
  /** When the leads of this request's email were erased on it. */
  erased_at: Nullable<string>;
}

export interface PrivacySweepsTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  started_at: string;
  finished_at: Nullable<string>;
  /** What the sweep erased, as JSON, once finished. */
  summary: Nullable<string>;
}

export interface PrivacyTables {
  privacy_requests: PrivacyRequestsTable;
  privacy_sweeps: PrivacySweepsTable;
}
