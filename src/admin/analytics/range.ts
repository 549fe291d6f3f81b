/** The screen's date ranges: the last 7, 30 or 90 site days (Asia/Kolkata, today included), or chosen dates. */
import { addDays, daysBetween, isDay, MAX_RANGE_DAYS } from "../../../shared/analytics-dashboard";
import { siteDay } from "../../../shared/notice-version";

export type Preset = "7" | "30" | "90" | "custom";

export const PRESETS: { value: Preset; label: string }[] = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "custom", label: "Choose dates" },
];

export interface Range {
  from: string;
  to: string;
}

/** The last `days` site days ending today. */
export function lastDays(days: number, now: Date = new Date()): Range {
  const to = siteDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** What is wrong with chosen dates, in words (null: nothing). */
export function rangeProblem({ from, to }: Range): string | null {
  if (!isDay(from) || !isDay(to)) return "Choose both a start date and an end date.";
  if (from > to) return "The start date must be on or before the end date.";
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return "Choose at most 2 years: older figures are not kept.";
  return null;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** 2026-11-04 → "4 Nov 2026". */
export const showDay = (day: string): string => DATE_FORMAT.format(new Date(`${day}T00:00:00Z`));

const NUMBER = new Intl.NumberFormat("en-IN");
export const showNumber = (n: number): string => NUMBER.format(n);

/** 0.1234 → "12.3%". */
export const showPercent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;
