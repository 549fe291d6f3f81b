/**
 * The privacy routes under /staff (issue 25; docs/staff-api.md, "Privacy"). Privacy requests need the
 * `privacy` area (admin, or an account given the right); keeping an application longer needs
 * `applications` (HR, admin). Every step is in the audit log, never with the requester's address.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { enqueuePrivacyMail } from "../notify/privacy";
import { audit } from "../staff/audit";
import { actor, guard, notFound, refuse } from "../staff/guard";
import { Input, PAGE_SIZE, idParam, listQuery, reject } from "../staff/input";
import { attachment } from "../staff/lead-files";
import { dataForEmail, exportZip } from "./data";
import { eraseEmail } from "./erase";
import { PRIVACY_KINDS, type ErasedLead } from "./kinds";
import { purgeErased, tablesFor, type ErasureTable } from "./purge";
import { quotedValues, quotesOf } from "./quotes";
import { REQUEST_STATUSES, privacyRequests, type PrivacyRequestRecord } from "./requests";
import { keepLongerRoute } from "./retention-route";

export const NOT_CONFIRMED_MESSAGE = "This request is not confirmed yet: the requester has not followed the link we mailed.";
export const CLOSED_MESSAGE = "This request is closed.";
export const NOTE_MAX = 2000;

type Params = { Params: { id: string } };

export function privacyStaffRoutes(staff: FastifyInstance, context: ApiContext): void {
  const { db } = context.store;
  const onRequest = guard(db, "privacy");
  const requests = privacyRequests(db);
  const { retention } = context.privacy;

  /** The request of the route's id, or a 404 sent. */
  const load = async (raw: string): Promise<PrivacyRequestRecord | null> => {
    const id = idParam(raw);
    return id === null ? null : requests.byId(id);
  };
  const confirmed = (request: PrivacyRequestRecord): boolean => request.confirmedAt !== null;
  /** Clears the erased bytes from the database's files once the erasure has committed (purge.ts). */
  const purge = async (log: FastifyBaseLogger, tables: readonly ErasureTable[]) => {
    const { complete, engine } = await purgeErased(db, tables);
    if (!complete) {
      log.warn(
        engine === "sqlite"
          ? "erased values stay in the SQLite write-ahead log until its next checkpoint: another process kept it busy"
          : "erased values stay in PostgreSQL's table files until the next VACUUM FULL: it failed (docs/privacy.md)",
      );
    }
  };

  staff.get("/privacy-requests", { onRequest }, async (request, reply) => {
    const { value, errors } = listQuery(request.query, REQUEST_STATUSES);
    if (errors.length) return reject(reply, errors);
    return { ...(await requests.page(value.page, PAGE_SIZE, value.status)), page: value.page, pageSize: PAGE_SIZE };
  });

  staff.get<Params>("/privacy-requests/:id", { onRequest }, async (request, reply) => (await load(request.params.id)) ?? notFound(reply));

  staff.get<Params>("/privacy-requests/:id/data", { onRequest }, async (request, reply) => {
    const found = await load(request.params.id);
    if (!found) return notFound(reply);
    if (!confirmed(found)) return refuse(reply, 409, NOT_CONFIRMED_MESSAGE);
    const held = await dataForEmail(db, found.email, retention);
    const counts = PRIVACY_KINDS.map((k) => `${k.kind}: ${held[k.kind].length}`).join(", ");
    await audit(db, { actorEmail: actor(request).email, action: "privacy-view", entity: "privacy-request", entityId: found.id, detail: counts });
    // Other people's leads that quote this person: listed for staff to decide on, never erased with theirs.
    return { ...held, quotedElsewhere: await quotesOf(db, found.email, quotedValues(found.email, held)) };
  });

  staff.get<Params>("/privacy-requests/:id/export", { onRequest }, async (request, reply) => {
    const found = await load(request.params.id);
    if (!found) return notFound(reply);
    if (!confirmed(found)) return refuse(reply, 409, NOT_CONFIRMED_MESSAGE);
    const held = await dataForEmail(db, found.email, retention);
    const zip = await exportZip(db, found, held);
    const counts = PRIVACY_KINDS.map((k) => `${k.kind}: ${held[k.kind].length}`).join(", ");
    await audit(db, { actorEmail: actor(request).email, action: "privacy-export", entity: "privacy-request", entityId: found.id, detail: counts });
    return reply
      .type("application/zip")
      .header("content-disposition", attachment(`privacy-request-${found.id}.zip`))
      .header("cache-control", "private, no-store")
      .send(Buffer.from(zip));
  });

  staff.post<Params>("/privacy-requests/:id/erase", { onRequest }, async (request, reply) => {
    const found = await load(request.params.id);
    if (!found) return notFound(reply);
    if (!confirmed(found)) return refuse(reply, 409, NOT_CONFIRMED_MESSAGE);
    if (found.status !== "open") return refuse(reply, 409, CLOSED_MESSAGE);
    const by = actor(request).email;
    const erasedLeads: ErasedLead[] = [];
    const erased = await db.transaction().execute(async (trx) => {
      const counts = await eraseEmail(trx, PRIVACY_KINDS, found.email, { reason: "request", actorEmail: by, via: `request #${found.id}` }, erasedLeads);
      await privacyRequests(trx).markErased(found.id);
      return counts;
    });
    // The erasure ledger, outside the database: kinds, ids and months only (ledger.ts, docs/privacy.md).
    request.log.info({ erasedLeads }, "privacy erasure");
    await purge(request.log, tablesFor(erased));
    return { erased };
  });

  staff.patch<Params>("/privacy-requests/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    const input = new Input(request.body);
    const status = input.choice<"done" | "refused">("status", ["done", "refused"]);
    const note = input.text("note", { label: "a note saying why the request is refused", max: NOTE_MAX, required: status === "refused", raw: true });
    if (!input.ok) return reject(reply, input.errors);
    const found = id === null ? null : await requests.byId(id);
    if (!found) return notFound(reply);
    if (!confirmed(found)) return refuse(reply, 409, NOT_CONFIRMED_MESSAGE);
    if (found.status !== "open") return refuse(reply, 409, CLOSED_MESSAGE);
    const by = actor(request).email;
    // A completed erasure keeps no address: the closing mail (in the outbox until sent) is the last copy.
    const forget = found.type === "erasure" && status === "done";
    const closed = await db.transaction().execute(async (trx) => {
      const record = await privacyRequests(trx).close(found.id, { status, note: note.trim(), by }, forget);
      if (!record) return null;
      await enqueuePrivacyMail(trx, { kind: "privacy-closed", requestId: found.id, to: found.email, type: found.type, status, note: note.trim() });
      await audit(trx, { actorEmail: by, action: "privacy-close", entity: "privacy-request", entityId: found.id, detail: `status: ${status}` });
      return record;
    });
    if (!closed) return refuse(reply, 409, CLOSED_MESSAGE);
    if (forget) await purge(request.log, ["privacy_requests"]);
    context.notifier.nudge();
    return closed;
  });

  keepLongerRoute(staff, context);
}
