/**
 * The Analytics dashboard's answer (issue 31, `GET /staff/analytics`), shared by the API and the console,
 * and the day arithmetic both use. Days are the site's (Asia/Kolkata) as YYYY-MM-DD.
 */

export interface AnalyticsTotals {
  visitors: number;
  visits: number;
  pageviews: number;
  leads: number;
}

export interface AnalyticsDay extends AnalyticsTotals {
  date: string;
}

export interface AnalyticsPage {
  path: string;
  pageviews: number;
  visitors: number;
}

export interface AnalyticsSource {
  source: string;
  /** null when the visits carried no utm_medium. */
  medium: string | null;
  /** null when the visits carried no utm_campaign. */
  campaign: string | null;
  visitors: number;
  leads: number;
  /** leads ÷ visitors, a fraction from 0 to 1 (0 with no visitors). */
  conversionRate: number;
}

export interface AnalyticsDashboard {
  from: string;
  to: string;
  totals: AnalyticsTotals;
  days: AnalyticsDay[];
  pages: AnalyticsPage[];
  sources: AnalyticsSource[];
  entryPages: { path: string; visits: number }[];
  referrers: { host: string; visits: number }[];
  leadsByKind: { enquiries: number; applications: number; downloads: number };
}

/** The longest range the dashboard answers, in days (the daily totals are kept 2 years). */
export const MAX_RANGE_DAYS = 731;

/** How many rows each top list holds at most. */
export const TOP_LIMIT = 50;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted (1 for the same day). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day from `from` to `to`, in order. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}
