/**
 * POST /staff/applications/:id/retention {days, reason} (issue 25): HR keeps an application longer than
 * its retention, once, by 1-365 days, with a reason; audited. Answers the application record.
 */
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { LEAD_KINDS, withNotifications } from "../staff/lead-kinds";
import { audit } from "../staff/audit";
import { actor, guard, notFound, refuse } from "../staff/guard";
import { Input, idParam, reject } from "../staff/input";
import { withErasureDate } from "./lead-fields";

export const MAX_EXTRA_DAYS = 365;
export const REASON_MAX = 500;
export const ALREADY_KEPT_MESSAGE = "This application has already been kept longer once.";

export function keepLongerRoute(staff: FastifyInstance, context: ApiContext): void {
  const { db } = context.store;
  const applications = LEAD_KINDS.find((lead) => lead.kind === "applications");
  if (!applications) throw new Error("no applications kind");

  staff.post<{ Params: { id: string } }>("/applications/:id/retention", { onRequest: guard(db, "applications") }, async (request, reply) => {
    const id = idParam(request.params.id);
    const input = new Input(request.body);
    const days = (request.body as { days?: unknown } | null)?.days;
    if (typeof days !== "number" || !Number.isInteger(days) || days < 1 || days > MAX_EXTRA_DAYS) {
      input.fail("days", `Enter a whole number of days from 1 to ${MAX_EXTRA_DAYS}`);
    }
    const reason = input.text("reason", { label: "the reason to keep it longer", max: REASON_MAX, required: true });
    if (!input.ok) return reject(reply, input.errors);
    if (id === null) return notFound(reply);
    const by = actor(request).email;
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("job_applications").select(["id", "kept_longer_days"]).where("id", "=", id).where("erased_at", "is", null).executeTakeFirst();
      if (!row) return "missing" as const;
      if (row.kept_longer_days !== null) return "kept" as const;
      await trx
        .updateTable("job_applications")
        .set({ kept_longer_days: days as number, kept_longer_reason: reason, kept_longer_by: by, kept_longer_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      await audit(trx, { actorEmail: by, action: "retention", entity: "application", entityId: id, detail: `kept ${String(days)} days longer: ${reason}` });
      const updated = await trx.selectFrom("job_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const [item] = await withNotifications(trx, "application", [applications.toItem(updated as unknown as Record<string, unknown>)]);
      return withErasureDate(item, context.privacy.retention.applications);
    });
    if (outcome === "missing") return notFound(reply);
    if (outcome === "kept") return refuse(reply, 409, ALREADY_KEPT_MESSAGE);
    return outcome;
  });
}
