/** The privacy requests' own staff calls (docs/staff-api.md, "Privacy"), beyond the list and the record. */
import type { Identifier, RaRecord } from "react-admin";
import { jsonBody, staffFetch, staffUrl } from "../http";
import type { LeadKind } from "../data-provider";

const base = (id: Identifier) => `/staff/privacy-requests/${encodeURIComponent(String(id))}`;

/** Another person's lead whose text mentions the requester: where, and a short excerpt. */
export interface Quote {
  kind: LeadKind;
  id: number;
  field: string;
  excerpt: string;
}

/**
 * Every lead held for the request's email, by kind, in the lead lists' item shape; and other people's
 * leads that quote the person (`quotedElsewhere`), which an erasure leaves as they are.
 */
export type HeldData = Record<LeadKind, RaRecord[]> & { quotedElsewhere?: Quote[] };

export type ErasedCounts = Record<LeadKind, number>;

export const fetchHeldData = (id: Identifier): Promise<HeldData> => staffFetch<HeldData>(`${base(id)}/data`);

/** The ZIP of data.json and the résumés: a real link, downloaded with the session cookie. */
export const exportUrl = (id: Identifier): string => staffUrl(`${base(id)}/export`);

export async function eraseHeldData(id: Identifier): Promise<ErasedCounts> {
  const body = await staffFetch<{ erased: ErasedCounts }>(`${base(id)}/erase`, { method: "POST", body: jsonBody({}) });
  return body.erased;
}

export const closeRequest = (id: Identifier, status: "done" | "refused", note: string): Promise<RaRecord> =>
  staffFetch<RaRecord>(base(id), { method: "PATCH", body: jsonBody({ status, note }) });

/** POST /staff/applications/:id/retention: keeps an application longer, once (HR, admin). */
export const keepApplicationLonger = (id: Identifier, days: number, reason: string): Promise<RaRecord> =>
  staffFetch<RaRecord>(`/staff/applications/${encodeURIComponent(String(id))}/retention`, { method: "POST", body: jsonBody({ days, reason }) });
