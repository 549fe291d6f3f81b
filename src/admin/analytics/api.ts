/** The Analytics screen's call to the staff API (docs/staff-api.md, "Analytics"). */
import type { AnalyticsDashboard } from "../../../shared/analytics-dashboard";
import { staffFetch } from "../http";

export type { AnalyticsDashboard } from "../../../shared/analytics-dashboard";

export const getAnalytics = (from: string, to: string) =>
  staffFetch<AnalyticsDashboard>(`/staff/analytics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
