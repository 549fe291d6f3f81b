/** The content API (issue 24, docs/staff-api.md "Content") as the console calls it. */
import { jsonBody, staffFetch, staffUrl } from "../http";
import type { HistoryItem, RestoreComparison } from "../../../shared/content-changes";

export type Json = Record<string, unknown>;
export type JsonSchema = Json;

export interface CollectionSummary {
  collection: string;
  title: string;
  file: string;
  entries: number;
  single: boolean;
  changedAt: string | null;
  changedBy: string | null;
  changedByEmail: string | null;
}

export interface LoadedCollection {
  collection: string;
  title: string;
  key: string;
  single: boolean;
  data: Json;
  version: string;
  schema: JsonSchema;
}

export interface Saved {
  version: string;
  commit: string | null;
}

/** A history row with what it changed, and what a restore would change (shared/content-changes.ts). */
export type { HistoryItem as HistoryEntry, RestoreComparison } from "../../../shared/content-changes";

const base = (collection: string) => `/staff/content/${encodeURIComponent(collection)}`;

export const contentApi = {
  collections: () => staffFetch<CollectionSummary[]>("/staff/content"),
  load: (collection: string) => staffFetch<LoadedCollection>(base(collection)),
  save: (collection: string, data: Json, version: string) =>
    staffFetch<Saved>(base(collection), { method: "PUT", body: jsonBody({ data, version }) }),
  history: (collection: string) => staffFetch<HistoryItem[]>(`${base(collection)}/history`),
  compare: (collection: string, commit: string) => staffFetch<RestoreComparison>(`${base(collection)}/compare?commit=${encodeURIComponent(commit)}`),
  /** `version`: the file's version the comparison was made against (refused with 409 if it changed since). */
  restore: (collection: string, commit: string, version?: string) =>
    staffFetch<Saved>(`${base(collection)}/restore`, { method: "POST", body: jsonBody({ commit, version }) }),
  images: () => staffFetch<{ path: string }[]>("/staff/content/images"),
  upload: (collection: string, file: File, industry?: string) => {
    const form = new FormData();
    form.append("collection", collection);
    if (industry) form.append("industry", industry);
    form.append("image", file, file.name);
    return staffFetch<{ path: string }>("/staff/content/images", { method: "POST", body: form });
  },
};

/** The preview of an `images/…` path (the session cookie travels with the image request). */
export const thumbnailUrl = (path: string): string => staffUrl(`/staff/content/images/thumbnail?path=${encodeURIComponent(path)}`);
