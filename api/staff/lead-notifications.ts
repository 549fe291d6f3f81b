/**
 * A lead's email notification for staff (issue 17): every lead record carries its state
 * (`withNotifications`, lead-kinds.ts); GET /staff/<kind>/:id/notification reads it alone, and POST to the same
 * address (admins only: the `notifications` right) sends it again. See docs/staff-api.md.
 */
import type { FastifyInstance } from "fastify";
import { enqueueNotification, resendNotification, type NotificationKind, type NotifyWorker } from "../notify";
import { parseNotification } from "../notify/leads";
import type { Db } from "../store/db";
import { audit } from "./audit";
import { actor, guard, notFound, type Area } from "./guard";
import { idParam } from "./input";
import { withNotifications, type Item } from "./lead-kinds";

interface LeadAccess {
  /** The lead list's area, as in /staff/<kind>. */
  kind: Area;
  /** The notification's kind (also the audit log's name for the lead). */
  entity: NotificationKind;
  /** The lead by id, its fields named as the notification names them, or null. */
  find: (db: Db, id: number) => Promise<Item | null>;
}

export function leadNotificationRoutes(staff: FastifyInstance, db: Db, notifier: Pick<NotifyWorker, "nudge">, lead: LeadAccess): void {
  const answer = async (handle: Db, item: Item) => ({ notification: (await withNotifications(handle, lead.entity, [item]))[0].notification });

  staff.get<{ Params: { id: string } }>(`/${lead.kind}/:id/notification`, { onRequest: guard(db, lead.kind) }, async (request, reply) => {
    const id = idParam(request.params.id);
    const item = id === null ? null : await lead.find(db, id);
    return item ? answer(db, item) : notFound(reply);
  });

  // "Send again": the notification is queued afresh, due now. A lead stored before notifications
  // began has none yet; it gets one made from what the visitor sent.
  staff.post<{ Params: { id: string } }>(
    `/${lead.kind}/:id/notification`,
    { onRequest: guard(db, lead.kind, "notifications") },
    async (request, reply) => {
      const id = idParam(request.params.id);
      if (id === null) return notFound(reply);
      const outcome = await db.transaction().execute(async (trx) => {
        const item = await lead.find(trx, id);
        if (!item) return null;
        const requeued = await resendNotification(trx, lead.entity, id);
        // The item names its fields as the notification does; parsing checks each is there.
        if (!requeued) await enqueueNotification(trx, parseNotification(lead.entity, id, JSON.stringify(item)));
        await audit(trx, {
          actorEmail: actor(request).email,
          action: "resend",
          entity: lead.entity,
          entityId: id,
          detail: requeued ? "notification sent again" : "notification queued (it had none)",
        });
        return answer(trx, item);
      });
      if (outcome === null) return notFound(reply);
      notifier.nudge();
      return reply.code(202).send(outcome);
    },
  );
}
