/**
 * What a build reads from the store (issue 29): the published posts visitors can see now and the open
 * jobs whose closing day has not ended. Its digest is part of every build's content identity
 * (run-build.ts), so a Publish of unchanged content builds again once a post or job changed, and a
 * refresh with nothing new to show is not made at all (queue.ts).
 */
import { createHash } from "node:crypto";
import type { Db } from "../../store/db";
import { kolkataDay } from "../../store/jobs";
import { movedPosts } from "../../store/post-former-urls";

/** A digest of the posts and jobs a build made at `at` would show. */
export async function publishedDigest(db: Db, at: Date): Promise<string> {
  const posts = await db
    .selectFrom("blogs")
    .select(["id", "url", "version", "updated_at", "published_at"])
    .where("status", "=", "published")
    .where("published_at", "<=", at.toISOString())
    .orderBy("id")
    .execute();
  const jobs = await db
    .selectFrom("jobs")
    .select(["id", "version", "updated_at", "closes_at"])
    .where("status", "=", "open")
    .where((eb) => eb.or([eb("closes_at", "is", null), eb("closes_at", ">=", kolkataDay(at))]))
    .orderBy("id")
    .execute();
  // Issue 30: the posts' former urls become the build's redirects; only when there are any, so digests
  // made before them stay the same.
  const moves = await movedPosts(db, at);
  const text = JSON.stringify({
    posts: posts.map((p) => [Number(p.id), p.url, Number(p.version), p.updated_at, p.published_at]),
    jobs: jobs.map((j) => [Number(j.id), Number(j.version), j.updated_at, j.closes_at]),
    ...(moves.length ? { moves: moves.map((move) => [move.from, move.to]) } : {}),
  });
  return createHash("sha256").update(text).digest("hex");
}

/** A build's content identity: the checkout's content hash (checkout.ts) and the store's digest. */
export function contentIdentity(checkoutHash: string, digest: string): string {
  return createHash("sha256").update(`${checkoutHash}\0${digest}`).digest("hex");
}

/** checkout.ts's hash of a clean work tree at `commit` (a refresh's tree is always clean). */
export const cleanTreeHash = (commit: string): string => createHash("sha256").update(commit).digest("hex");
