/**
 * Schema migrations, applied in order and counted in SQLite's user_version.
 * Never edit a shipped migration: append a new one.
 */
import type { Db } from "./db";

const NOW = "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))";

const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE contacts (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  );
  CREATE TABLE job_applications (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    address TEXT NOT NULL,
    description TEXT NOT NULL,
    job_title TEXT NOT NULL,
    job_location TEXT NOT NULL,
    resume_file TEXT NOT NULL UNIQUE,
    resume_original_name TEXT NOT NULL,
    resume_type TEXT NOT NULL,
    resume_size INTEGER NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  );
  CREATE TABLE case_study_downloads (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    case_study_name TEXT NOT NULL,
    pdf TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  );
  CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    job_title TEXT NOT NULL,
    location TEXT NOT NULL,
    experience TEXT NOT NULL,
    job_details TEXT NOT NULL,
    job_html TEXT NOT NULL,
    job_types TEXT NOT NULL CHECK (json_valid(job_types))
  );
  CREATE TABLE blogs (
    id INTEGER PRIMARY KEY,
    url TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    image_file TEXT NOT NULL,
    blog TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX blogs_newest_first ON blogs (created_at DESC, id DESC);
  `,
];

export function migrate(db: Db): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
