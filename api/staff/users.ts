/** Staff accounts (admin): GET/POST /staff/users, DELETE /staff/users/:id; and GET /staff/audit. */
import type { FastifyInstance } from "fastify";
import type { Db } from "../store/db";
import type { StaffRole } from "../store/schema";
import { DuplicateEmailError, EXTRA_RIGHTS, ROLES, accounts, emailProblem, isExtraRight } from "./accounts";
import { audit, auditPage } from "./audit";
import { actor, guard, notFound } from "./guard";
import { Input, PAGE_SIZE, idParam, listQuery, reject } from "./input";
import { passwordProblem } from "./password";

export function userRoutes(staff: FastifyInstance, db: Db): void {
  const onRequest = guard(db, "users");
  const users = accounts(db);

  staff.get("/users", { onRequest }, async (request, reply) => {
    const { value, errors } = listQuery(request.query, []);
    if (errors.length) return reject(reply, errors);
    return { items: await users.page(value.page, PAGE_SIZE), total: await users.count(), page: value.page, pageSize: PAGE_SIZE };
  });

  staff.post("/users", { onRequest }, async (request, reply) => {
    const input = new Input(request.body);
    const email = input.text("email", { label: "an email address", max: 254, required: true });
    // Checked as sent: Input drops NUL characters, and an address holding one is refused, not mended.
    const sent = (request.body as { email?: unknown } | null)?.email;
    const emailError = email ? emailProblem(sent) : null;
    if (emailError) input.fail("email", emailError);
    const role = input.choice<StaffRole>("role", ROLES);
    const password = input.text("password", { label: "a password", max: 1024, required: true, raw: true });
    const passwordError = password ? passwordProblem(password, email) : null;
    if (passwordError) input.fail("password", passwordError);
    if (!input.ok) return reject(reply, input.errors);
    try {
      const user = await users.add(email, role, password);
      await audit(db, { actorEmail: actor(request).email, action: "create", entity: "user", entityId: user.id, detail: `${user.email} (${user.role})` });
      return reply.code(201).send(user);
    } catch (error) {
      if (error instanceof DuplicateEmailError) return reject(reply, [{ field: "email", message: error.message }]);
      throw error;
    }
  });

  staff.delete<{ Params: { id: string } }>("/users/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return notFound(reply);
    if (id === actor(request).id) {
      return reject(reply, [{ field: "id", message: "You cannot remove your own account" }]);
    }
    const removed = await db.transaction().execute(async (trx) => {
      const user = await accounts(trx).remove({ id });
      if (user) await audit(trx, { actorEmail: actor(request).email, action: "delete", entity: "user", entityId: id, detail: user.email });
      return user;
    });
    return removed ? reply.code(204).send() : notFound(reply);
  });

  // Rights beyond the role (issue 25): {rights: ["privacy"]}, or [] to take them away.
  staff.put<{ Params: { id: string } }>("/users/:id/rights", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return notFound(reply);
    const rights = (request.body as { rights?: unknown } | null)?.rights;
    if (!Array.isArray(rights) || !rights.every(isExtraRight)) {
      return reject(reply, [{ field: "rights", message: `Send a list of rights, each one of: ${EXTRA_RIGHTS.join(", ")}` }]);
    }
    const user = await db.transaction().execute(async (trx) => {
      const changed = await accounts(trx).setRights({ id }, rights);
      if (changed) {
        await audit(trx, { actorEmail: actor(request).email, action: "update", entity: "user", entityId: id, detail: `rights: ${changed.rights.join(", ") || "none"}` });
      }
      return changed;
    });
    return user ?? notFound(reply);
  });

  staff.get("/audit", { onRequest: guard(db, "audit") }, async (request, reply) => {
    const { value, errors } = listQuery(request.query, []);
    if (errors.length) return reject(reply, errors);
    return { ...(await auditPage(db, value.page, PAGE_SIZE)), page: value.page, pageSize: PAGE_SIZE };
  });
}
