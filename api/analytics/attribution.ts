/**
 * Where each lead came from (issue 31): found on the server from the lead's own request, so the spec's
 * form payloads stay exactly as they are, and written in the lead's own transaction.
 *
 * The rule (docs/decisions/analytics-attribution.md): the visitor's hash for the lead's site day (the same
 * daily hash of IP and user agent the beacons are counted by, visitor.ts); of that hash's visits, the one
 * that had started by the time of the lead and whose last page view is at most 30 minutes before it (the
 * same gap that ends a visit), the newest by last page view. The hash is made in the route (the day's salt
 * is cached per instance); the lookup is one indexed query (`analytics_visits_visitor`: visitor_hash) in
 * the lead's transaction, one for the whole of a contact-form group.
 *
 * Each lead, with a visit or without, adds 1 to its kind's count of the day (`analytics_daily`); a lead
 * with a visit also adds 1 to the leads of its visit's source line (`analytics_daily_sources`) and gets
 * its `lead_attributions` row. Those counts hold no person and stay when the lead is erased.
 */
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Db } from "../store/db";
import type { AttributedLeadKind } from "./migration";
import { visitorHash } from "./visitor";

/** A visit ends after 30 minutes without a page view; a lead later than that has no visit. */
export const VISIT_GAP_MS = 30 * 60_000;

/** What a lead takes from its visit (the visit's own values: medium, campaign, term, content '' when absent). */
export interface LeadVisit {
  day: string;
  source: string;
  medium: string;
  campaign: string;
  term: string;
  content: string;
  referrerHost: string | null;
  entryPath: string;
  startedAt: string;
}

/** A lead's visitor: the day's hash of its request's IP and user agent, and when the lead came in. */
export interface LeadVisitor {
  /** The lead's site day (Asia/Kolkata). */
  day: string;
  hash: string;
  /** ISO UTC. */
  at: string;
}

/**
 * The request's visitor as the beacon ingest sees it: the client's IP (API_TRUST_PROXY) and user agent.
 * No query: the day's salt is cached per instance (read once a day).
 */
export async function leadVisitor(db: Db, request: FastifyRequest, at: Date = new Date()): Promise<LeadVisitor> {
  const agent = request.headers["user-agent"];
  const { day, hash } = await visitorHash(db, request.ip, typeof agent === "string" ? agent : "", at);
  return { day, hash, at: at.toISOString() };
}

const minusGap = (at: string): string => new Date(Date.parse(at) - VISIT_GAP_MS).toISOString();

/** Each lead's visit by the rule above, or null; one indexed query for all of them. */
export async function findVisits(db: Db, visitors: readonly LeadVisitor[]): Promise<(LeadVisit | null)[]> {
  if (visitors.length === 0) return [];
  const since = visitors.map((visitor) => minusGap(visitor.at)).sort()[0];
  const rows = await db
    .selectFrom("analytics_visits")
    .select(["visitor_hash", "last_at", "day", "source", "medium", "campaign", "term", "content", "referrer_host", "entry_path", "started_at"])
    .where("visitor_hash", "in", [...new Set(visitors.map((visitor) => visitor.hash))])
    .where("last_at", ">=", since)
    .execute();
  return visitors.map(({ hash, at }) => {
    const from = minusGap(at);
    const row = rows
      .filter((r) => r.visitor_hash === hash && r.last_at >= from && r.started_at <= at)
      .reduce<(typeof rows)[number] | null>((newest, r) => (!newest || r.last_at > newest.last_at ? r : newest), null);
    if (!row) return null;
    return {
      day: row.day,
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      term: row.term,
      content: row.content,
      referrerHost: row.referrer_host,
      entryPath: row.entry_path,
      startedAt: row.started_at,
    };
  });
}

const orNull = (value: string): string | null => (value === "" ? null : value);

/** Counts of equal keys, in first-seen order. */
function tally<K>(keys: K[], keyOf: (key: K) => string): { key: K; n: number }[] {
  const counted = new Map<string, { key: K; n: number }>();
  for (const key of keys) {
    const id = keyOf(key);
    const seen = counted.get(id);
    if (seen) seen.n += 1;
    else counted.set(id, { key, n: 1 });
  }
  return [...counted.values()];
}

/**
 * Finds the leads' visits and writes their attributions and counts; call it in the transaction that
 * inserts the leads. Four statements at most per call, whatever the number of leads (the contact form's
 * group commit passes many).
 */
export async function recordLeadSources(db: Db, kind: AttributedLeadKind, leads: readonly { leadId: number; visitor: LeadVisitor }[]): Promise<void> {
  if (leads.length === 0) return;
  const visits = await findVisits(db, leads.map((lead) => lead.visitor));
  const visited = leads.flatMap(({ leadId }, i) => {
    const visit = visits[i];
    return visit ? [{ leadId, visit }] : [];
  });
  if (visited.length > 0) {
    await db
      .insertInto("lead_attributions")
      .values(
        visited.map(({ leadId, visit }) => ({
          lead_kind: kind,
          lead_id: leadId,
          source: visit.source,
          medium: orNull(visit.medium),
          campaign: orNull(visit.campaign),
          term: orNull(visit.term),
          content: orNull(visit.content),
          referrer: visit.referrerHost || null,
          landing_page: visit.entryPath,
          visit_started_at: visit.startedAt,
        })),
      )
      .execute();
    // One statement per call: equal lines are summed first (PostgreSQL refuses to update a row twice in one).
    const lines = tally(
      visited.map(({ visit }) => visit),
      (visit) => JSON.stringify([visit.day, visit.source, visit.medium, visit.campaign]),
    );
    await db
      .insertInto("analytics_daily_sources")
      .values(lines.map(({ key, n }) => ({ day: key.day, source: key.source, medium: key.medium, campaign: key.campaign, visits: 0, visitors: 0, leads: n })))
      .onConflict((oc) =>
        oc.columns(["day", "source", "medium", "campaign"]).doUpdateSet({ leads: sql<number>`analytics_daily_sources.leads + excluded.leads` }),
      )
      .execute();
  }
  const days = tally(
    leads.map(({ visitor }) => visitor.day),
    (day) => day,
  );
  // `kind` is one of three fixed column names (never input), so it is written into the statement as is.
  await db
    .insertInto("analytics_daily")
    .values(days.map(({ key, n }) => ({ day: key, visitors: 0, visits: 0, pageviews: 0, enquiries: 0, applications: 0, downloads: 0, [kind]: n })))
    .onConflict((oc) => oc.column("day").doUpdateSet({ [kind]: sql<number>`${sql.raw(`analytics_daily.${kind} + excluded.${kind}`)}` }))
    .execute();
}

/** The leads' store handle for a transaction (api/store's `tables`). */
export function leadSourcesTable(db: Db) {
  return {
    record: (kind: AttributedLeadKind, leads: readonly { leadId: number; visitor: LeadVisitor }[]) => recordLeadSources(db, kind, leads),
  };
}
