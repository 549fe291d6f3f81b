/** How the Site screen words builds: their names, times (IST), duration and state. */
import { formatDateTime } from "../shared";
import type { Build } from "./api";

/** 75 000 ms → "1 min 15 s". */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** How long a build took, or has taken so far. */
export function buildDuration(build: Build, now: number): string {
  if (!build.startedAt) return "";
  const end = build.finishedAt ? Date.parse(build.finishedAt) : now;
  return duration(end - Date.parse(build.startedAt));
}

export const STATUS_LABELS: Record<Build["status"], string> = {
  queued: "Queued",
  building: "Building",
  succeeded: "Succeeded",
  failed: "Failed",
};

export const TARGET_LABELS: Record<Build["target"], string> = { preview: "Preview", live: "Publish" };

/** The kind of build as the history shows it (a refresh: made by itself after posts or jobs changed, issue 29). */
export const kindOf = (build: Build): string => (build.firstSite ? "Site as first deployed" : build.refresh ? "Refresh" : TARGET_LABELS[build.target]);

/** Who or what asked for a build: a person, or for a refresh what set it off ("After post 12 saved by …"). */
export const askedBy = (build: Build): string => (build.firstSite ? "" : build.refresh ? `After ${build.requestedBy}` : build.requestedBy);

/** How a live build came to be live: published by a person, or refreshed by itself. */
export const wentLiveBy = (build: Build): string =>
  build.refresh && (build.liveBy ?? build.requestedBy) === build.requestedBy
    ? `refreshed by itself after ${build.requestedBy}`
    : `published by ${build.liveBy ?? build.requestedBy}`;

/** A time in India Standard Time, as every console screen shows it ("25 Nov 2026, 3:40 pm IST"). */
export const when = (iso: string | null): string => (iso ? formatDateTime(iso) : "");

/** When a build was made: "#3 of 25 Nov 2026, 3:40 pm IST" (the site as first deployed says so). */
export function buildName(build: Build): string {
  const at = when(build.finishedAt ?? build.requestedAt);
  return build.firstSite ? `the site as first deployed (build #${build.id} of ${at})` : `build #${build.id} of ${at}`;
}

/** The confirmation before Roll back or Make live, naming both builds. */
export function liveQuestion(target: Build, live: Build | null): string {
  const name = buildName(target);
  const sentence = `Make ${name} live${live ? ` instead of ${buildName(live)}` : ""}?`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
