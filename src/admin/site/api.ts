/** The Site screen's calls to the staff API (docs/staff-api.md, "Site"). */
import { staffFetch } from "../http";

import type { Build, BuildTarget } from "../../../shared/site-build";
import type { NotLive } from "../../../shared/content-changes";

export type { Build, BuildStatus, BuildTarget } from "../../../shared/site-build";
export type { NotLive, SavedChange } from "../../../shared/content-changes";

export interface SiteState {
  live: Build | null;
  preview: Build | null;
  /** The build running now, or the next one queued. */
  current: Build | null;
  liveUrl: string;
  previewUrl: string;
  /** Content saved since the live build (null: it cannot be told). */
  notLive?: NotLive | null;
}

export interface BuildPage {
  items: Build[];
  total: number;
  page: number;
}

export const getSite = () => staffFetch<SiteState>("/staff/site");
export const getBuilds = (page = 1) => staffFetch<BuildPage>(`/staff/site/builds?page=${page}`);
export const getBuild = (id: number) => staffFetch<Build>(`/staff/site/builds/${id}`);
export const requestBuild = (target: BuildTarget) => staffFetch<Build>("/staff/site/builds", { method: "POST", body: JSON.stringify({ target }) });
export const makeLive = (id: number) => staffFetch<Build>(`/staff/site/builds/${id}/live`, { method: "POST", body: "{}" });
