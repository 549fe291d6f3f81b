/**
 * The console's "Not found" screen (issue 30; docs/staff-api.md, "Not found"), area `not-found` (admin,
 * marketing):
 * - `GET /staff/not-found?page=` → `{items: [{id, path, count, firstSeen, lastSeen, referrers}], total,
 *   page, pageSize}`, most frequent first, 25 a page;
 * - `DELETE /staff/not-found/:id` or `DELETE /staff/not-found?path=/old` → 204 (404 when there is no such
 *   row): what the Redirect button calls once its redirect is saved, audited as a deletion.
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../store/db";
import { audit } from "../staff/audit";
import { actor, guard, notFound } from "../staff/guard";
import { PAGE_SIZE, idParam, listQuery, reject } from "../staff/input";
import { notFoundPage, removeNotFound } from "./list";
import { PATH_LIMIT } from "./report-input";

export function notFoundStaffRoutes(staff: FastifyInstance, db: Db): void {
  const onRequest = guard(db, "not-found");

  staff.get("/not-found", { onRequest }, async (request, reply) => {
    const { value, errors } = listQuery(request.query, []);
    if (errors.length) return reject(reply, errors);
    return { ...(await notFoundPage(db, value.page, PAGE_SIZE)), page: value.page, pageSize: PAGE_SIZE };
  });

  const remove = async (by: { id: number } | { path: string }, email: string) =>
    db.transaction().execute(async (trx) => {
      const row = await removeNotFound(trx, by);
      if (row) await audit(trx, { actorEmail: email, action: "delete", entity: "not-found", entityId: row.id, detail: `${row.path} (asked for ${row.count} times)` });
      return row;
    });

  staff.delete<{ Params: { id: string } }>("/not-found/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return notFound(reply);
    return (await remove({ id }, actor(request).email)) ? reply.code(204).send() : notFound(reply);
  });

  staff.delete<{ Querystring: { path?: unknown } }>("/not-found", { onRequest }, async (request, reply) => {
    const path = request.query.path;
    if (typeof path !== "string" || !path.startsWith("/") || path.length > PATH_LIMIT) {
      return reject(reply, [{ field: "path", message: "Name the path to remove, starting with /" }]);
    }
    return (await remove({ path }, actor(request).email)) ? reply.code(204).send() : notFound(reply);
  });
}
