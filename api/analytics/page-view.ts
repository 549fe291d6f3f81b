/** One counted page view on its way to the store (issue 31): no IP, no user agent, only the day's hash. */
import type { Utm } from "./event-input";

export interface PageView {
  /** When the beacon arrived (ISO-8601 UTC). */
  at: string;
  /** The site day of `at` (Asia/Kolkata), whose salt made `visitor`. */
  day: string;
  /** The visitor's hash for that day (visitor.ts). */
  visitor: string;
  path: string;
  utm: Utm;
  referrerHost: string | null;
}

/** A visit is a run of page views with no gap over this. */
export const VISIT_GAP_MS = 30 * 60_000;

/** The visit's source: the UTM source, else the referring host, else "direct". */
export const sourceOf = (view: Pick<PageView, "utm" | "referrerHost">): string => view.utm.source || view.referrerHost || "direct";
