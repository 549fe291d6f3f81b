/**
 * `GET /staff/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD` (issue 31; docs/staff-api.md, "Analytics"): the
 * console's Analytics screen, for admin, marketing and sales. Site days, Asia/Kolkata.
 */
import type { FastifyInstance } from "fastify";
import { siteDay } from "../../shared/notice-version";
import type { Db } from "../store/db";
import { guard } from "../staff/guard";
import { reject } from "../staff/input";
import { dashboard } from "./dashboard-query";
import { dashboardRange } from "./dashboard-range";

export function analyticsDashboardRoutes(staff: FastifyInstance, db: Db, now: () => Date): void {
  staff.get("/analytics", { onRequest: guard(db, "analytics") }, async (request, reply) => {
    const range = dashboardRange(request.query, siteDay(now()));
    if (!range.ok) return reject(reply, range.errors);
    return dashboard(db, range.from, range.to);
  });
}
