/**
 * The three kinds of lead staff read (enquiries, applications, downloads): their tables, their
 * shape as the console reads it, the list query and each record's notification state. Shared by the
 * lead routes (leads.ts), their CSV export and résumé download (lead-files.ts) and their
 * notification routes (lead-notifications.ts); it imports none of them.
 */
import { sql } from "kysely";
import { notificationStatuses, type NotificationKind } from "../notify";
import type { NotificationStatus } from "../notify/outbox-status";
import type { Db } from "../store/db";
import type { LeadStatus } from "../store/schema";
import { privacyFields } from "../privacy/lead-fields";
import { PAGE_SIZE, containsPattern, type ListQuery } from "./input";

export const LEAD_STATUSES: readonly LeadStatus[] = ["new", "in-progress", "done", "spam"];
export const NOTE_MAX_LENGTH = 2000;

type Row = Record<string, unknown>;
export type Item = Record<string, string | number | null>;

export interface LeadKind {
  kind: "enquiries" | "applications" | "downloads";
  table: "contacts" | "job_applications" | "case_study_downloads";
  /** The audit log's name for one record, which is also its notification's kind. */
  entity: NotificationKind;
  /** Columns ?q= searches. */
  search: string[];
  toItem: (row: Row) => Item;
}

const person = (row: Row) => ({
  id: Number(row.id),
  firstName: String(row.first_name),
  lastName: String(row.last_name),
  email: String(row.email),
  phoneNumber: String(row.phone_number),
});

const state = (row: Row) => ({
  createdAt: String(row.created_at),
  status: String(row.status),
  note: String(row.note),
  version: Number(row.version),
  // Issue 25: noticeVersion, changedAt, keptLonger… (erasureDate is added with the retention in force).
  ...privacyFields(row),
});

const NAMES = ["first_name", "last_name", "email"];

export const LEAD_KINDS: readonly LeadKind[] = [
  {
    kind: "enquiries",
    table: "contacts",
    entity: "enquiry",
    search: [...NAMES, "message"],
    toItem: (row) => ({ ...person(row), message: String(row.message), ...state(row) }),
  },
  {
    kind: "applications",
    table: "job_applications",
    entity: "application",
    search: [...NAMES, "job_title"],
    toItem: (row) => ({
      ...person(row),
      address: String(row.address),
      description: String(row.description),
      jobTitle: String(row.job_title),
      jobLocation: String(row.job_location),
      resumeName: String(row.resume_original_name),
      resumeType: String(row.resume_type),
      resumeSize: Number(row.resume_size),
      ...state(row),
    }),
  },
  {
    kind: "downloads",
    table: "case_study_downloads",
    entity: "download",
    search: [...NAMES, "case_study_name"],
    toItem: (row) => ({
      ...person(row),
      caseStudyName: String(row.case_study_name),
      // The case study's name is the title the visitor saw on the site.
      caseStudyTitle: String(row.case_study_name),
      pdf: String(row.pdf),
      ...state(row),
    }),
  },
];

/** Filtered rows, newest first; `page` null for all of them (the CSV export). */
export async function select(db: Db, lead: LeadKind, query: ListQuery, page: number | null) {
  // The three tables share the columns used here; Kysely is told they are `contacts` to type them.
  const table = lead.table as "contacts";
  // Erased leads (issue 25) keep no personal value and are left out of every staff view.
  let base = db.selectFrom(table).where("erased_at", "is", null);
  if (query.status) base = base.where("status", "=", query.status as LeadStatus);
  if (query.q) {
    const pattern = containsPattern(query.q);
    base = base.where((eb) =>
      eb.or(lead.search.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
    );
  }
  let rows = base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (page !== null) rows = rows.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE);
  const items = ((await rows.execute()) as unknown as Row[]).map(lead.toItem);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

export async function byId(db: Db, lead: LeadKind, id: number): Promise<Item | null> {
  const row = await db
    .selectFrom(lead.table as "contacts")
    .selectAll()
    .where("id", "=", id)
    .where("erased_at", "is", null)
    .executeTakeFirst();
  return row ? lead.toItem(row as unknown as Row) : null;
}

/** A lead's notification as the console reads it: the outbox's state without the lead's id. */
type Notification = Omit<NotificationStatus, "leadId">;

type LeadRecord = Record<string, string | number | Notification | null> & { notification: Notification | null };

/** The items with each one's `notification` (null: none, as for leads stored before notifications began). */
export async function withNotifications(db: Db, kind: NotificationKind, items: Item[]): Promise<LeadRecord[]> {
  const statuses = await notificationStatuses(db, kind, items.map((item) => Number(item.id)));
  const byLead = new Map(statuses.map(({ leadId, ...status }) => [leadId, status]));
  return items.map((item) => ({ ...item, notification: byLead.get(Number(item.id)) ?? null }));
}

