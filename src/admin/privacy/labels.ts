/** Words for privacy requests in the console. */
import type { Choice } from "../shared";
import type { LeadKind } from "../data-provider";

export const REQUEST_STATUSES: Choice[] = [
  { id: "open", name: "Open" },
  { id: "unconfirmed", name: "Not confirmed yet" },
  { id: "done", name: "Done" },
  { id: "refused", name: "Refused" },
];

export const REQUEST_TYPES: Choice[] = [
  { id: "access", name: "Copy of their data" },
  { id: "correction", name: "Correction" },
  { id: "erasure", name: "Erasure" },
];

export const KIND_WORDS: Record<LeadKind, [one: string, many: string]> = {
  enquiries: ["enquiry", "enquiries"],
  applications: ["application", "applications"],
  downloads: ["download request", "download requests"],
};

/** "1 enquiry, 0 applications and 2 download requests". */
export function countsPhrase(counts: Record<LeadKind, number>): string {
  const parts = (Object.keys(KIND_WORDS) as LeadKind[]).map((kind) => `${counts[kind]} ${KIND_WORDS[kind][counts[kind] === 1 ? 0 : 1]}`);
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** A YYYY-MM-DD day as "24 Nov 2026" (no time zone: the day as the API wrote it). */
export function formatDay(value: unknown): string {
  if (typeof value !== "string") return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(match[2]) - 1];
  return `${Number(match[3])} ${month} ${match[1]}`;
}
