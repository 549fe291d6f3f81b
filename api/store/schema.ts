/**
 * The database as Kysely sees it: one typed interface for both engines. Column names are the
 * tables' own (snake_case); each table module maps them to the shapes the routes use.
 */
import type { Generated } from "kysely";
import type { OutboxTables } from "../notify/outbox";

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

export interface ContactsTable extends Person {
  id: Generated<number>;
  message: string;
  created_at: CreatedAt;
}

export interface JobApplicationsTable extends Person {
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

export interface CaseStudyDownloadsTable extends Person {
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
}

export interface BlogsTable {
  id: Generated<number>;
  url: string;
  title: string;
  /** Name of the image in `files` (kind "blog-image"). */
  image_file: string;
  blog: string;
  created_at: string;
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
export interface Database extends OutboxTables {
  contacts: ContactsTable;
  job_applications: JobApplicationsTable;
  case_study_downloads: CaseStudyDownloadsTable;
  jobs: JobsTable;
  blogs: BlogsTable;
  files: FilesTable;
  rate_limits: RateLimitsTable;
}
