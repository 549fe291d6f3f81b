/** How the Site screen words builds: their commit, duration and state. */
import type { Build } from "./api";

export const shortCommit = (build: Build): string =>
  build.commit ? `${build.commit.slice(0, 7)}${build.dirty ? " + uncommitted changes" : ""}` : "not read yet";

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

export const when = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" }) : "";
