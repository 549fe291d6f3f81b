/**
 * Where each lead came from (issue 31): found on the server from the lead's own request, so the spec's
 * form payloads stay exactly as they are, and written in the lead's own transaction.
 *
 * The rule (docs/decisions/analytics-attribution.md): the visitor's hash for the lead's site day (the same
 * daily hash of IP and user agent the beacons are counted by, visitor.ts); of that hash's visits, the one
 * that had started by the time of the lead and whose last page view is at most 30 minutes before it (the
 * same gap that ends a visit), the newest by last page view. One indexed lookup
 * (`analytics_visits_visitor`: visitor_hash, last_at); the day's salt is cached per instance.
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

/** What the lead's transaction writes: the lead's site day and its visit, if any. */
export interface LeadSource {
  day: string;
  visit: LeadVisit | null;
}

/** The request's visitor as the beacon ingest sees it: the client's IP (API_TRUST_PROXY) and user agent. */
export function requestVisitor(request: FastifyRequest): { ip: string; userAgent: string } {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : "" };
}

/** The visit that brought a lead sent at `at` by this visitor, or null (the rule above). */
export async function findLeadSource(db: Db, visitor: { ip: string; userAgent: string }, at: Date = new Date()): Promise<LeadSource> {
  const { day, hash } = await visitorHash(db, visitor.ip, visitor.userAgent, at);
  const row = await db
    .selectFrom("analytics_visits")
    .select(["day", "source", "medium", "campaign", "term", "content", "referrer_host", "entry_path", "started_at"])
    .where("visitor_hash", "=", hash)
    .where("last_at", ">=", new Date(at.getTime() - VISIT_GAP_MS).toISOString())
    .where("started_at", "<=", at.toISOString())
    .orderBy("last_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return { day, visit: null };
  return {
    day,
    visit: {
      day: row.day,
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      term: row.term,
      content: row.content,
      referrerHost: row.referrer_host,
      entryPath: row.entry_path,
      startedAt: row.started_at,
    },
  };
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
 * Writes the leads' attributions and counts; call it in the transaction that inserts the leads. A few
 * statements per call whatever the number of leads (the contact form's group commit passes many).
 */
export async function recordLeadSources(db: Db, kind: AttributedLeadKind, leads: readonly { leadId: number; source: LeadSource }[]): Promise<void> {
  if (leads.length === 0) return;
  const visited = leads.flatMap(({ leadId, source }) => (source.visit ? [{ leadId, visit: source.visit }] : []));
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
    leads.map(({ source }) => source.day),
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
    record: (kind: AttributedLeadKind, leads: readonly { leadId: number; source: LeadSource }[]) => recordLeadSources(db, kind, leads),
  };
}
