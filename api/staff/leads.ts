/**
 * Leads for staff: GET /staff/<kind> (search, status filter, 25 a page, newest first),
 * GET /staff/<kind>/:id, PATCH /staff/<kind>/:id {status?, note?, version?}. <kind>: enquiries,
 * applications, downloads (lead-kinds.ts). Their CSV export and the résumé download: lead-files.ts.
 * Each lead carries its email notification's state (issue 17; its own routes: lead-notifications.ts)
 * and where its visit came from, `attribution` (issue 31: api/analytics/lead-attribution.ts).
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { withAttributions } from "../analytics/lead-attribution";
import type { NotifyWorker } from "../notify";
import type { Db } from "../store/db";
import type { LeadStatus } from "../store/schema";
import type { RetentionDays } from "../../shared/retention";
import { withErasureDate } from "../privacy/lead-fields";
import { audit } from "./audit";
import { actor, guard, notFound, stale } from "./guard";
import { Input, PAGE_SIZE, idParam, listQuery, reject } from "./input";
import { leadFileRoutes } from "./lead-files";
import { LEAD_KINDS, LEAD_STATUSES, NOTE_MAX_LENGTH, byId, select, withNotifications } from "./lead-kinds";
import { leadNotificationRoutes } from "./lead-notifications";

export function leadRoutes(staff: FastifyInstance, db: Db, notifier: Pick<NotifyWorker, "nudge">, retention: RetentionDays): void {
  for (const lead of LEAD_KINDS) {
    const onRequest = guard(db, lead.kind);
    const dated = <T extends Record<string, unknown>>(item: T) => withErasureDate(item, retention[lead.kind]);
    /** The lead with its notification, or null when there is no such lead. */
    const leadById = async (handle: Db, id: number) => {
      const item = await byId(handle, lead, id);
      if (!item) return null;
      return dated((await withAttributions(handle, lead.kind, await withNotifications(handle, lead.entity, [item])))[0]);
    };

    staff.get(`/${lead.kind}`, { onRequest }, async (request, reply) => {
      const { value, errors } = listQuery(request.query, LEAD_STATUSES);
      if (errors.length) return reject(reply, errors);
      const { items, total } = await select(db, lead, value, value.page);
      const records = (await withAttributions(db, lead.kind, await withNotifications(db, lead.entity, items))).map(dated);
      return { items: records, total, page: value.page, pageSize: PAGE_SIZE };
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

  leadFileRoutes(staff, db, retention);
}
