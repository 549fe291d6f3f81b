/**
 * The Site screen's status line: one sentence from a build's actual state (queued, building, succeeded
 * and live, succeeded and not live, failed), never two states at once (issue 28 §7).
 */
import type { Build } from "./api";
import { buildDuration, TARGET_LABELS } from "./format";

export interface Pointers {
  liveId: number | null;
  previewId: number | null;
}

export function statusSentence(build: Build, { liveId, previewId }: Pointers, now: number): string {
  const name = `${build.refresh ? "Refresh" : TARGET_LABELS[build.target]} build #${build.id}`;
  switch (build.status) {
    case "queued":
      return `${name} is queued: it starts when the build before it ends.`;
    case "building":
      return `${name} is building: ${buildDuration(build, now)} so far · ${build.step ?? "working"}`;
    case "failed":
      return `${name} failed; the live site did not change.`;
    case "succeeded":
      if (build.id === liveId) return `${name} succeeded and is live.`;
      if (build.id === previewId) return `${name} succeeded: it is the preview now, not live.`;
      return `${name} succeeded; it is not live.`;
  }
}
