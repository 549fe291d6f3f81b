/**
 * Leads for staff: GET /staff/<kind> (search, status filter, 25 a page, newest first),
 * GET /staff/<kind>/:id, PATCH /staff/<kind>/:id {status?, note?, version?}, GET /staff/<kind>.csv,
 * and GET /staff/applications/:id/resume. <kind>: enquiries, applications, downloads.
 * Each lead carries its email notification's state (issue 17; its own routes: lead-notifications.ts).
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { csvCell } from "../leads";
import type { NotificationKind, NotifyWorker } from "../notify";
import type { Db } from "../store/db";
import type { LeadStatus } from "../store/schema";
import type { RetentionDays } from "../../shared/retention";
import { privacyFields, withErasureDate } from "../privacy/lead-fields";
import { audit } from "./audit";
import { actor, guard, notFound, stale } from "./guard";
import { Input, PAGE_SIZE, containsPattern, idParam, listQuery, reject, type ListQuery } from "./input";
import { leadNotificationRoutes, withNotifications } from "./lead-notifications";

export const LEAD_STATUSES: readonly LeadStatus[] = ["new", "in-progress", "done", "spam"];
export const NOTE_MAX_LENGTH = 2000;

type Row = Record<string, unknown>;
export type Item = Record<string, string | number | null>;

interface LeadKind {
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
async function select(db: Db, lead: LeadKind, query: ListQuery, page: number | null) {
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

async function byId(db: Db, lead: LeadKind, id: number): Promise<Item | null> {
  const row = await db
    .selectFrom(lead.table as "contacts")
    .selectAll()
    .where("id", "=", id)
    .where("erased_at", "is", null)
    .executeTakeFirst();
  return row ? lead.toItem(row as unknown as Row) : null;
}

/** Privacy bookkeeping the CSV leaves out (issue 25): it keeps noticeVersion and adds erasureDate. */
const CSV_LEFT_OUT = new Set(["changedAt", "keptLongerDays", "keptLongerReason", "keptLongerBy", "keptLongerAt"]);

const today = (): string => new Date().toISOString().slice(0, 10);

/** A CSV of the items (header row always), every cell spreadsheet-safe; UTF-8 with a BOM for Excel. */
export function itemsToCsv(items: Item[], columns: string[]): string {
  const lines = [columns.map(csvCell).join(","), ...items.map((item) => columns.map((c) => csvCell(item[c] ?? "")).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A filename for Content-Disposition: ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function leadRoutes(staff: FastifyInstance, db: Db, notifier: Pick<NotifyWorker, "nudge">, retention: RetentionDays): void {
  for (const lead of LEAD_KINDS) {
    const onRequest = guard(db, lead.kind);
    const dated = <T extends Record<string, unknown>>(item: T) => withErasureDate(item, retention[lead.kind]);
    /** The lead with its notification, or null when there is no such lead. */
    const leadById = async (handle: Db, id: number) => {
      const item = await byId(handle, lead, id);
      return item ? dated((await withNotifications(handle, lead.entity, [item]))[0]) : null;
    };

    staff.get(`/${lead.kind}`, { onRequest }, async (request, reply) => {
      const { value, errors } = listQuery(request.query, LEAD_STATUSES);
      if (errors.length) return reject(reply, errors);
      const { items, total } = await select(db, lead, value, value.page);
      const records = (await withNotifications(db, lead.entity, items)).map(dated);
      return { items: records, total, page: value.page, pageSize: PAGE_SIZE };
    });

    staff.get(`/${lead.kind}.csv`, { onRequest }, async (request, reply) => {
      const { value, errors } = listQuery(request.query, LEAD_STATUSES);
      if (errors.length) return reject(reply, errors);
      const items = (await select(db, lead, value, null)).items.map(dated);
      const columns = [...Object.keys(lead.toItem({})).filter((c) => c !== "version" && !CSV_LEFT_OUT.has(c)), "erasureDate"];
      const detail = [value.q && `q=${value.q}`, value.status && `status=${value.status}`, `${items.length} rows`]
        .filter(Boolean)
        .join(", ");
      await audit(db, { actorEmail: actor(request).email, action: "export", entity: lead.kind, detail });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${lead.kind}-${today()}.csv"`)
        .header("cache-control", "no-store")
        .send(itemsToCsv(items, columns));
    });

    staff.get<{ Params: { id: string } }>(`/${lead.kind}/:id`, { onRequest }, async (request, reply) => {
      const id = idParam(request.params.id);
      const item = id === null ? null : await leadById(db, id);
      return item ?? notFound(reply);
    });

    leadNotificationRoutes(staff, db, notifier, { kind: lead.kind, entity: lead.entity, find: (handle, id) => byId(handle, lead, id) });

    staff.patch<{ Params: { id: string } }>(`/${lead.kind}/:id`, { onRequest }, async (request, reply) => {
      const id = idParam(request.params.id);
      if (id === null) return notFound(reply);
      const input = new Input(request.body);
      const changes: { status?: LeadStatus; note?: string } = {};
      if (input.has("status")) changes.status = input.choice("status", LEAD_STATUSES);
      if (input.has("note")) changes.note = input.text("note", { label: "a note", max: NOTE_MAX_LENGTH, raw: true });
      // Without a version the change applies (issue 22); with a stale one it is refused (409).
      const version = input.optionalVersion();
      if (input.ok && changes.status === undefined && changes.note === undefined) {
        input.fail("body", "Send a status, a note or both");
      }
      if (!input.ok) return reject(reply, input.errors);

      const outcome = await db.transaction().execute(async (trx) => {
        let update = trx
          .updateTable(lead.table as "contacts")
          .set({ ...changes, version: sql<number>`version + 1`, changed_at: new Date().toISOString() })
          .where("id", "=", id)
          .where("erased_at", "is", null);
        if (version !== null) update = update.where("version", "=", version);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return (await byId(trx, lead, id)) ? "stale" : "missing";
        const detail = Object.entries(changes)
          .map(([key, value]) => (key === "note" ? "note" : `${key}: ${String(value)}`))
          .join(", ");
        await audit(trx, { actorEmail: actor(request).email, action: "update", entity: lead.entity, entityId: id, detail });
        return leadById(trx, id);
      });
      if (outcome === "missing" || outcome === null) return notFound(reply);
      if (outcome === "stale") return stale(reply);
      return outcome;
    });
  }

  staff.get<{ Params: { id: string } }>(
    "/applications/:id/resume",
    { onRequest: guard(db, "applications") },
    async (request, reply) => {
      const id = idParam(request.params.id);
      const application =
        id === null
          ? undefined
          : await db
              .selectFrom("job_applications")
              .select(["resume_file", "resume_original_name"])
              .where("id", "=", id)
              .executeTakeFirst();
      if (!application) return notFound(reply);
      const file = await db
        .selectFrom("files")
        .select(["content_type", "bytes"])
        .where("kind", "=", "resume")
        .where("name", "=", application.resume_file)
        .executeTakeFirst();
      if (!file) return notFound(reply);
      await audit(db, {
        actorEmail: actor(request).email,
        action: "resume-download",
        entity: "application",
        entityId: id,
        detail: application.resume_original_name,
      });
      return reply
        .type(file.content_type)
        .header("content-disposition", attachment(application.resume_original_name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(Buffer.from(file.bytes));
    },
  );
}
