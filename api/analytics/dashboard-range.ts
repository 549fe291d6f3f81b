/**
 * The dashboard's date range from `?from=&to=` (issue 31): YYYY-MM-DD site days. Absent: the last 30
 * days ending today; only `to`: the 30 days ending then; only `from`: from then to today. A malformed
 * date, `from` after `to`, or a range over MAX_RANGE_DAYS is a field error (docs/decisions/analytics-dashboard.md).
 */
import { addDays, daysBetween, isDay, MAX_RANGE_DAYS } from "../../shared/analytics-dashboard";
import type { FieldError } from "../routes/shared";

export const DEFAULT_RANGE_DAYS = 30;

export type RangeResult = { ok: true; from: string; to: string } | { ok: false; errors: FieldError[] };

/** One query value: a repeated parameter (`?from=a&from=b`) is no date. */
function one(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : null;
}

export function dashboardRange(query: unknown, today: string): RangeResult {
  const record = (query && typeof query === "object" ? query : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const read = (field: "from" | "to"): string | undefined => {
    const value = one(record[field]);
    if (value === undefined || value === "") return undefined;
    if (value === null || !isDay(value)) {
      errors.push({ field, message: "Must be a date written YYYY-MM-DD" });
      return undefined;
    }
    return value;
  };
  const givenFrom = read("from");
  const givenTo = read("to");
  if (errors.length) return { ok: false, errors };
  const to = givenTo ?? today;
  const from = givenFrom ?? (givenTo ? addDays(givenTo, -(DEFAULT_RANGE_DAYS - 1)) : addDays(today, -(DEFAULT_RANGE_DAYS - 1)));
  if (from > to) return { ok: false, errors: [{ field: "from", message: "Must be on or before the end date" }] };
  if (daysBetween(from, to) > MAX_RANGE_DAYS) {
    return { ok: false, errors: [{ field: "from", message: `Choose a range of at most 2 years (${MAX_RANGE_DAYS} days)` }] };
  }
  return { ok: true, from, to };
}
