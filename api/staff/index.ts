/**
 * The staff console's API under /staff (issue 16; details in docs/staff-api.md): sessions, leads,
 * jobs, posts, staff accounts and the audit log. Every route but the session's own needs a session
 * and the role's right; the request checks (Origin, body type) run first on all of them.
 */
import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "../context";
import { analyticsDashboardRoutes } from "../analytics/dashboard";
import { contentRoutes } from "../content/routes";
import { privateAnswers } from "../http/caching";
import { requestChecks } from "./guard";
import { jobRoutes } from "./jobs";
import { notFoundStaffRoutes } from "../not-found/staff-routes";
import { leadRoutes } from "./leads";
import { privacyStaffRoutes } from "../privacy/staff-routes";
import { postRoutes } from "./posts";
import { secondFactorRoutes } from "./second-factor/routes";
import { sessionRoutes } from "./session-routes";
import { previewRoutes } from "../site/preview-routes";
import { siteRoutes } from "../site/routes";
import { sweepSessions } from "./sessions";
import { signInAlerts } from "./sign-in-alert";
import { signInThrottle, sweepThrottle } from "./throttle";
import { userRoutes } from "./users";

/** How often ended sessions, lockouts and old sign-in failures are deleted. */
const SWEEP_MS = 10 * 60_000;

/** Sign-in settings (issue 22). */
export interface StaffSecurityOptions {
  /** STAFF_REQUIRE_SECOND_FACTOR: every account must turn the TOTP second factor on. */
  requireSecondFactor: boolean;
}

export async function staffApi(
  app: FastifyInstance,
  context: ApiContext,
  allowedOrigins: readonly string[],
  security: StaffSecurityOptions = { requireSecondFactor: false },
): Promise<void> {
  const { db } = context.store;
  const sessions = {
    db,
    throttle: signInThrottle(db, context.store.engine, { onAccountTripped: signInAlerts(db, context.notifier) }),
    publicUrl: context.publicUrl,
    requireSecondFactor: security.requireSecondFactor,
  };
  const sweep = setInterval(() => {
    Promise.all([sweepSessions(db), sweepThrottle(db)]).catch((error: unknown) => app.log.warn({ err: error }, "staff session sweep failed"));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  await app.register(
    async (staff) => {
      await staff.register(cookie);
      staff.decorateRequest("staffUser", null);
      staff.addHook("onRequest", requestChecks(allowedOrigins));
      privateAnswers(staff);
      sessionRoutes(staff, sessions);
      secondFactorRoutes(staff, sessions);
      leadRoutes(staff, db, context.notifier, context.privacy.retention);
      privacyStaffRoutes(staff, context);
      jobRoutes(staff, db, context.now);
      postRoutes(staff, db, context.publicUrl);
      userRoutes(staff, db);
      contentRoutes(staff, db, context.siteRepoDir);
      siteRoutes(staff, db, context.site);
      previewRoutes(staff, db, context.site);
      analyticsDashboardRoutes(staff, db, context.now);
      notFoundStaffRoutes(staff, db);
    },
    { prefix: "/staff" },
  );
}
