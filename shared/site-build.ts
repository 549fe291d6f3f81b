/**
 * A site build as the staff API answers it (issue 23; docs/staff-api.md, "Site"): the one shape the API
 * (api/site/) writes and the console's Site screen (src/admin/site/) reads.
 */
export type BuildTarget = "preview" | "live";
export type BuildStatus = "queued" | "building" | "succeeded" | "failed";

/** A build as the staff API answers (docs/staff-api.md, "Site"). */
export interface Build {
  id: number;
  target: BuildTarget;
  status: BuildStatus;
  commit: string | null;
  requestedBy: string;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  /** The last 200 lines of its log. */
  log: string;
  /** Built with changes in the checkout not yet committed (null until it starts). */
  dirty: boolean | null;
  contentHash: string | null;
  /** What it is doing now, while building. */
  step: string | null;
  /** The build whose output it reused, when the content was the same. */
  reusedFrom: number | null;
  /** false once its files were deleted (only the last 10 successful builds are kept). */
  kept: boolean;
  /** When it last went live, and who asked (null if it never did). */
  liveAt: string | null;
  liveBy: string | null;
  /** Build #0: the site as first deployed (what `npm run build` made before the first Publish). */
  firstSite: boolean;
  /**
   * A refresh (issue 29): built by itself after posts or jobs changed, from the content of the build that
   * was live (`refreshOf`), with the posts and jobs of that moment; `requestedBy` says what set it off.
   */
  refresh: boolean;
  refreshOf: number | null;
}
