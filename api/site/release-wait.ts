/** Waiting, in the request, for the builder to carry out a "make build N live" request. */
import type { Db } from "../store/db";

export type ReleaseOutcome = { status: "done" } | { status: "failed" | "no-builder"; message: string };

export const NO_BUILDER_MESSAGE =
  "No site builder is running, so nothing can go live: start the API with SITE_BUILDER=1 on the server that has the site's checkout.";

/** How long a request may wait unclaimed before it is called off. */
const CLAIM_WAIT_MS = 15_000;
/** The publish command may take a while (a CDN sync); the request waits for it up to this long. */
const WORK_WAIT_MS = 30 * 60_000;

export async function awaitRelease(db: Db, id: number, { claimWaitMs = CLAIM_WAIT_MS, pollMs = 200 } = {}): Promise<ReleaseOutcome> {
  const started = Date.now();
  for (;;) {
    const row = await db.selectFrom("site_releases").select(["status", "error"]).where("id", "=", id).executeTakeFirstOrThrow();
    if (row.status === "done") return { status: "done" };
    if (row.status === "failed") return { status: "failed", message: row.error ?? "Going live failed" };
    const waited = Date.now() - started;
    if (row.status === "pending" && waited > claimWaitMs) {
      const called = await db
        .updateTable("site_releases")
        .set({ status: "failed", error: NO_BUILDER_MESSAGE, finished_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(called.numUpdatedRows) === 1) return { status: "no-builder", message: NO_BUILDER_MESSAGE };
    }
    if (waited > WORK_WAIT_MS) return { status: "failed", message: "Going live is taking longer than expected; see the Site screen." };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
