/**
 * What staff take away from the leads: GET /staff/<kind>.csv (the list's filters, every row, each
 * cell spreadsheet-safe) and GET /staff/applications/:id/resume (the stored résumé, named from the
 * applicant and the type its bytes show; the visitor's file name stays a field of the record).
 * Both are audited.
 */
import type { FastifyInstance } from "fastify";
import { ATTRIBUTION_CSV_COLUMNS, attributionCells, withAttributions } from "../analytics/lead-attribution";
import { csvCell } from "../leads";
import type { RetentionDays } from "../../shared/retention";
import { withErasureDate } from "../privacy/lead-fields";
import type { Db } from "../store/db";
import { resumeDownloadName } from "../uploads";
import { audit } from "./audit";
import { actor, guard, notFound } from "./guard";
import { idParam, listQuery, reject } from "./input";
import { LEAD_KINDS, LEAD_STATUSES, select, type Item } from "./lead-kinds";

/**
 * Privacy bookkeeping the CSV leaves out (issue 25): it keeps noticeVersion and adds erasureDate, then
 * the lead's source in columns of its own (issue 31; blank where none is known).
 */
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

export function leadFileRoutes(staff: FastifyInstance, db: Db, retention: RetentionDays): void {
  for (const lead of LEAD_KINDS) {
    const onRequest = guard(db, lead.kind);
    const dated = <T extends Record<string, unknown>>(item: T) => withErasureDate(item, retention[lead.kind]);

    staff.get(`/${lead.kind}.csv`, { onRequest }, async (request, reply) => {
      const { value, errors } = listQuery(request.query, LEAD_STATUSES);
      if (errors.length) return reject(reply, errors);
      const selected = await withAttributions(db, lead.kind, (await select(db, lead, value, null)).items);
      const items: Item[] = selected.map(({ attribution, ...item }) => ({ ...dated(item), ...attributionCells(attribution) }));
      const columns = [...Object.keys(lead.toItem({})).filter((c) => c !== "version" && !CSV_LEFT_OUT.has(c)), "erasureDate", ...ATTRIBUTION_CSV_COLUMNS];
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
              .select(["first_name", "last_name", "resume_file", "resume_original_name"])
              .where("id", "=", id)
              .where("erased_at", "is", null)
              .executeTakeFirst();
      if (!application) return notFound(reply);
      const file = await db
        .selectFrom("files")
        .select(["content_type", "bytes"])
        .where("kind", "=", "resume")
        .where("name", "=", application.resume_file)
        .executeTakeFirst();
      if (!file) return notFound(reply);
      const bytes = Buffer.from(file.bytes);
      const name = resumeDownloadName({ firstName: application.first_name, lastName: application.last_name }, bytes, `application-${id}`);
      await audit(db, {
        actorEmail: actor(request).email,
        action: "resume-download",
        entity: "application",
        entityId: id,
        detail: application.resume_original_name,
      });
      return reply
        .type(file.content_type)
        .header("content-disposition", attachment(name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );
}
