/**
 * Asking for a refresh (issue 29): a row in `site_refresh_requests`, written by whichever instance made
 * the change, in the change's own transaction, so a change is never stored without its request. The
 * builder (queue.ts) turns the pending rows into one refresh build; with no builder, they only wait.
 */
import type { Db } from "../../store/db";

const now = () => new Date().toISOString();

/** The longest reason kept (a post's slug is at most a few hundred characters). */
const REASON_MAX = 300;

/** Records that the live site's pages should follow a change; `reason` says what changed, in words. */
export async function requestRefresh(db: Db, reason: string): Promise<void> {
  await db
    .insertInto("site_refresh_requests")
    .values({ reason: reason.slice(0, REASON_MAX), requested_at: now(), state: "pending", build_id: null })
    .execute();
}

type PostStatus = "draft" | "published";
type JobStatus = "open" | "closed";

/** "post 12 published by priya@…": what a post's save did, as the refresh's "asked by" says it. */
export function postChange(id: number, before: PostStatus | null, after: PostStatus | null, by: string): string {
  const verb =
    before === null ? "created" : after === null ? "deleted" : before !== after ? (after === "published" ? "published" : "unpublished") : "saved";
  return `post ${id} ${verb} by ${by}`;
}

/** "job 4 closed by hr@…"; `by` null: by its closing date. */
export function jobChange(id: number, before: JobStatus | null, after: JobStatus | null, by: string | null): string {
  const verb = before === null ? "created" : after === null ? "deleted" : before !== after ? (after === "closed" ? "closed" : "reopened") : "saved";
  return `job ${id} ${verb} ${by === null ? "by its closing date" : `by ${by}`}`;
}
