/**
 * The database as Kysely sees it: one typed interface for both engines. Column names are the
 * tables' own (snake_case); each table module maps them to the shapes the routes use.
 */
import type { ColumnType, Generated } from "kysely";
import type { OutboxTables } from "../notify/outbox";
import type { LeadPrivacyColumns, PrivacyTables } from "../privacy/schema";
import type { SiteTables } from "../site/migration";
import type { RefreshTables } from "../site/refresh/migration";
import type { AnalyticsTables } from "../analytics/migration";
import type { NotFoundTables } from "../not-found/migration";
import type { PostFormerUrlTables } from "./post-former-urls";
import type { PostSeoColumns } from "./post-seo";

/** Which engine holds the store: SQLite by default, PostgreSQL when DATABASE_URL is set. */
export type Engine = "sqlite" | "postgres";

/** Stamped by the database on insert: an ISO-8601 UTC string with milliseconds on both engines. */
type CreatedAt = Generated<string>;

interface Person {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

/** What staff keep on every lead (issue 16). */
interface LeadState extends LeadPrivacyColumns {
  status: Generated<LeadStatus>;
  note: Generated<string>;
  /** +1 on every staff save; a save carrying another version is refused (409). */
  version: Generated<number>;
}

export type LeadStatus = "new" | "in-progress" | "done" | "spam";

export interface ContactsTable extends Person, LeadState {
  id: Generated<number>;
  message: string;
  created_at: CreatedAt;
}

export interface JobApplicationsTable extends Person, LeadState {
  id: Generated<number>;
  address: string;
  description: string;
  job_title: string;
  job_location: string;
  /** Name of the résumé in `files` (kind "resume"). */
  resume_file: string;
  resume_original_name: string;
  resume_type: string;
  resume_size: number;
  created_at: CreatedAt;
}

export interface CaseStudyDownloadsTable extends Person, LeadState {
  id: Generated<number>;
  case_study_name: string;
  pdf: string;
  created_at: CreatedAt;
}

export interface JobsTable {
  id: Generated<number>;
  job_title: string;
  location: string;
  experience: string;
  job_details: string;
  job_html: string;
  /** A JSON array of strings. */
  job_types: string;
  status: Generated<"open" | "closed">;
  /** The last day it is open (`YYYY-MM-DD`, Asia/Kolkata), or null (issue 29; migration 0015). */
  closes_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  version: Generated<number>;
}

/** With 0020's own search and share texts (post-seo.ts). */
export interface BlogsTable extends PostSeoColumns {
  id: Generated<number>;
  url: string;
  title: string;
  /** Name of the image in `files` (kind "blog-image"); "" for a post without one yet. */
  image_file: string;
  blog: string;
  created_at: string;
  status: Generated<"draft" | "published">;
  /** When visitors may first see it (ISO 8601 UTC); null for a draft never published. */
  published_at: string | null;
  updated_at: Generated<string>;
  version: Generated<number>;
  image_width: number | null;
  image_height: number | null;
}

export type StaffRole = "admin" | "hr" | "marketing" | "sales";

export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  role: StaffRole;
  /** scrypt$N$r$p$salt$hash (see api/staff/password.ts). */
  password_hash: string;
  created_at: CreatedAt;
  /** Rights beyond the role, comma-separated (issue 25: "privacy"). */
  extra_rights: Generated<string>;
  /** The confirmed TOTP secret (base32), or null while the second factor is off (api/staff/second-factor/). */
  totp_secret: Generated<string | null>;
  /** A secret shown for setup and not yet confirmed with a code. */
  totp_pending_secret: Generated<string | null>;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: Generated<number | null>;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's token: the database never holds a usable token. */
  token_hash: string;
  user_id: number;
  /** Milliseconds since the epoch. */
  created_at: number;
  last_seen_at: number;
  /** "full", or half signed in: "second-factor" (code awaited) or "setup" (must turn it on first). */
  stage: Generated<SessionStage>;
  /** Second-factor codes tried on this half-signed-in session (issue 28 §2). */
  code_tries: Generated<number>;
}

export type SessionStage = "full" | "second-factor" | "setup";

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code (codes are random, 50+ bits: no salt or slow hash needed). */
  code_hash: string;
  used_at: number | null;
}

export interface StaffSignInFailuresTable {
  id: Generated<number>;
  email: string;
  /** The client's IP ("" for failures recorded before issue 22). */
  client: Generated<string>;
  at: number;
}

/** One email locked for one client (api/staff/throttle.ts). */
export interface StaffLockoutsTable {
  email: string;
  client: string;
  until: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: Generated<string>;
}

/** Uploaded and seeded files, kept in the database so that every instance reads the same bytes. */
export interface FilesTable {
  kind: FileKind;
  name: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: CreatedAt;
}

export type FileKind = "resume" | "blog-image";

/** The POST rate limit's counters, shared by every instance (see rate-limit.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** When the window ends, in milliseconds since the epoch. */
  reset_at: number;
}

/** The notification outbox (`notification_outbox`) is described in api/notify/outbox.ts. */
export interface Database extends OutboxTables, PrivacyTables, SiteTables, RefreshTables, AnalyticsTables, NotFoundTables, PostFormerUrlTables {
  contacts: ContactsTable;
  job_applications: JobApplicationsTable;
  case_study_downloads: CaseStudyDownloadsTable;
  jobs: JobsTable;
  blogs: BlogsTable;
  files: FilesTable;
  rate_limits: RateLimitsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  staff_lockouts: StaffLockoutsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
}
