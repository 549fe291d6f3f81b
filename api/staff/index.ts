/**
 * The staff console's API under /staff (issue 16; details in docs/staff-api.md): sessions, leads,
 * jobs, posts, staff accounts and the audit log. Every route but the session's own needs a session
 * and the role's right; the request checks (Origin, body type) run first on all of them.
 */
import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { requestChecks } from "./guard";
import { jobRoutes } from "./jobs";
import { leadRoutes } from "./leads";
import { postRoutes } from "./posts";
import { sessionRoutes } from "./session-routes";
import { siteRoutes } from "../site/routes";
import { sweepSessions } from "./sessions";
import { userRoutes } from "./users";

/** How often ended sessions, lockouts and old sign-in failures are deleted. */
const SWEEP_MS = 10 * 60_000;

export async function staffApi(app: FastifyInstance, context: ApiContext, allowedOrigins: readonly string[]): Promise<void> {
  const { db } = context.store;
  const sweep = setInterval(() => {
    sweepSessions(db).catch((error: unknown) => app.log.warn({ err: error }, "staff session sweep failed"));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  await app.register(
    async (staff) => {
      await staff.register(cookie);
      staff.decorateRequest("staffUser", null);
      staff.addHook("onRequest", requestChecks(allowedOrigins));
      sessionRoutes(staff, db);
      leadRoutes(staff, db, context.notifier);
      jobRoutes(staff, db);
      postRoutes(staff, db, context.publicUrl);
      userRoutes(staff, db);
      siteRoutes(staff, db, context.site);
    },
    { prefix: "/staff" },
  );
}
