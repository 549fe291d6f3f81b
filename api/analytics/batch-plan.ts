/**
 * What a batch of page views changes (issue 31), worked out in memory from what the store already holds
 * about the batch's visitors: which views extend a visitor's current visit and which start a new one
 * (a gap over 30 minutes), and how much each daily total grows. Pure; write-batch.ts reads and writes.
 */
import { VISIT_GAP_MS, sourceOf, type PageView } from "./page-view";

/** A visitor's latest visit as stored. */
export interface StoredVisit {
  id: number;
  visitor: string;
  lastAt: string;
}

/** What the store knows about the batch's visitors. */
export interface Known {
  /** Each visitor's latest visit. */
  latest: Map<string, StoredVisit>;
  /** `visitor \0 source \0 medium \0 campaign` of the visitors' stored visits. */
  sources: Set<string>;
  /** `visitor \0 day \0 path` of the visitors' stored page views. */
  pages: Set<string>;
}

export interface NewVisit {
  key: string;
  day: string;
  visitor: string;
  startedAt: string;
  lastAt: string;
  entryPath: string;
  source: string;
  medium: string;
  campaign: string;
  term: string;
  content: string;
  referrerHost: string | null;
  pageviews: number;
}

export interface Plan {
  newVisits: NewVisit[];
  /** Stored visits the batch extends: id → new last_at and views to add. */
  extended: Map<number, { lastAt: string; pageviews: number }>;
  /** Each view, with the stored visit id or the new visit's key. */
  views: { view: PageView; visit: number | string }[];
  daily: Map<string, { day: string; visitors: number; visits: number; pageviews: number }>;
  pages: Map<string, { day: string; path: string; pageviews: number; visitors: number }>;
  sources: Map<string, { day: string; source: string; medium: string; campaign: string; visits: number; visitors: number }>;
  entries: Map<string, { day: string; path: string; visits: number }>;
  referrers: Map<string, { day: string; host: string; visits: number }>;
}

const key = (...parts: string[]) => parts.join("\0");

function bump<T extends object>(map: Map<string, T>, k: string, fresh: () => T): T {
  let row = map.get(k);
  if (!row) map.set(k, (row = fresh()));
  return row;
}

type Current = { kind: "stored"; id: number; lastAt: string } | { kind: "new"; visit: NewVisit };

export function planBatch(batch: readonly PageView[], known: Known): Plan {
  const plan: Plan = { newVisits: [], extended: new Map(), views: [], daily: new Map(), pages: new Map(), sources: new Map(), entries: new Map(), referrers: new Map() };
  const current = new Map<string, Current>();
  for (const [visitor, visit] of known.latest) current.set(visitor, { kind: "stored", id: visit.id, lastAt: visit.lastAt });
  const sources = new Set(known.sources);
  const pages = new Set(known.pages);
  for (const view of batch) {
    const daily = bump(plan.daily, view.day, () => ({ day: view.day, visitors: 0, visits: 0, pageviews: 0 }));
    let visit = current.get(view.visitor);
    // The hash is made with the day's salt, so a visitor seen before under it was seen that day.
    if (!visit) daily.visitors += 1;
    const lastAt = visit ? (visit.kind === "stored" ? visit.lastAt : visit.visit.lastAt) : null;
    if (!visit || lastAt === null || Date.parse(view.at) - Date.parse(lastAt) > VISIT_GAP_MS) {
      const source = sourceOf(view);
      const started: NewVisit = {
        key: key(view.visitor, view.at, String(plan.newVisits.length)),
        day: view.day,
        visitor: view.visitor,
        startedAt: view.at,
        lastAt: view.at,
        entryPath: view.path,
        source,
        medium: view.utm.medium,
        campaign: view.utm.campaign,
        term: view.utm.term,
        content: view.utm.content,
        referrerHost: view.referrerHost,
        pageviews: 0,
      };
      plan.newVisits.push(started);
      visit = { kind: "new", visit: started };
      current.set(view.visitor, visit);
      daily.visits += 1;
      const sourceRow = bump(plan.sources, key(view.day, source, started.medium, started.campaign), () => ({
        day: view.day,
        source,
        medium: started.medium,
        campaign: started.campaign,
        visits: 0,
        visitors: 0,
      }));
      sourceRow.visits += 1;
      const seen = key(view.visitor, source, started.medium, started.campaign);
      if (!sources.has(seen)) {
        sources.add(seen);
        sourceRow.visitors += 1;
      }
      bump(plan.entries, key(view.day, view.path), () => ({ day: view.day, path: view.path, visits: 0 })).visits += 1;
      if (view.referrerHost) bump(plan.referrers, key(view.day, view.referrerHost), () => ({ day: view.day, host: view.referrerHost ?? "", visits: 0 })).visits += 1;
    }
    if (visit.kind === "new") {
      visit.visit.lastAt = view.at;
      visit.visit.pageviews += 1;
      plan.views.push({ view, visit: visit.visit.key });
    } else {
      visit.lastAt = view.at;
      const extended = plan.extended.get(visit.id) ?? { lastAt: view.at, pageviews: 0 };
      extended.lastAt = view.at;
      extended.pageviews += 1;
      plan.extended.set(visit.id, extended);
      plan.views.push({ view, visit: visit.id });
    }
    daily.pageviews += 1;
    const page = bump(plan.pages, key(view.day, view.path), () => ({ day: view.day, path: view.path, pageviews: 0, visitors: 0 }));
    page.pageviews += 1;
    const pageSeen = key(view.visitor, view.day, view.path);
    if (!pages.has(pageSeen)) {
      pages.add(pageSeen);
      page.visitors += 1;
    }
  }
  return plan;
}

export const knownKey = { source: key, page: key };
