/**
 * Who a breach may have touched (issue 25): everyone whose data was stored or changed in a window, as
 * CSV (email, kinds, a count per kind), for the notice to the Data Protection Board and to the people.
 */
import { csvCell } from "../leads";
import type { Db } from "../store/db";
import { PRIVACY_KINDS } from "./kinds";

export interface Window {
  /** ISO 8601 UTC, inclusive. */
  since: string;
  /** ISO 8601 UTC, exclusive. */
  until: string;
}

const COUNTED = [...PRIVACY_KINDS.map((k) => k.kind), "privacy-requests"] as const;
type Counted = (typeof COUNTED)[number];

export async function affectedPeople(db: Db, window: Window): Promise<Map<string, Record<Counted, number>>> {
  const people = new Map<string, Record<Counted, number>>();
  const add = (email: string, kind: Counted) => {
    const key = email.trim().toLowerCase();
    if (!key) return;
    const counts = people.get(key) ?? (Object.fromEntries(COUNTED.map((k) => [k, 0])) as Record<Counted, number>);
    counts[kind] += 1;
    people.set(key, counts);
  };
  for (const lead of PRIVACY_KINDS) {
    const rows = await db
      .selectFrom(lead.table as "contacts")
      .select("email")
      .where("erased_at", "is", null)
      .where((eb) =>
        eb.or([
          eb.and([eb("created_at", ">=", window.since), eb("created_at", "<", window.until)]),
          eb.and([eb("changed_at", ">=", window.since), eb("changed_at", "<", window.until)]),
        ]),
      )
      .execute();
    for (const row of rows) add(row.email, lead.kind);
  }
  const requests = await db
    .selectFrom("privacy_requests")
    .select("email")
    .where((eb) =>
      eb.or([
        eb.and([eb("created_at", ">=", window.since), eb("created_at", "<", window.until)]),
        eb.and([eb("confirmed_at", ">=", window.since), eb("confirmed_at", "<", window.until)]),
        eb.and([eb("closed_at", ">=", window.since), eb("closed_at", "<", window.until)]),
      ]),
    )
    .execute();
  for (const row of requests) add(row.email, "privacy-requests");
  return people;
}

/** email,kinds,enquiries,applications,downloads,privacy-requests; one line per person, by email. */
export function affectedCsv(people: Map<string, Record<Counted, number>>): string {
  const lines = [["email", "kinds", ...COUNTED].join(",")];
  for (const [email, counts] of [...people.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const kinds = COUNTED.filter((kind) => counts[kind] > 0).join(";");
    lines.push([csvCell(email), csvCell(kinds), ...COUNTED.map((kind) => String(counts[kind]))].join(","));
  }
  return `${lines.join("\n")}\n`;
}
