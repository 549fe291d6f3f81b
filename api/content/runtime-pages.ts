/**
 * The posts and jobs the site shows on its client-only routes at this moment (issue 30): the redirects'
 * checks on a content save count their addresses as pages, as a build would pre-render them
 * (api/site/published.ts's rules: published posts whose time has come, open jobs whose closing day has
 * not ended), and the posts' former urls (a redirect to one is a chain). Only the addresses, not the posts'
 * bodies or images.
 */
import type { RuntimePages } from "../../gatsby/validate-data/site-pages";
import type { Db } from "../store/db";
import { kolkataDay } from "../store/jobs";
import { movedPosts } from "../store/post-former-urls";

export async function runtimePages(db: Db, at: Date = new Date()): Promise<RuntimePages> {
  const posts = await db.selectFrom("blogs").select("url").where("status", "=", "published").where("published_at", "<=", at.toISOString()).execute();
  const jobs = await db
    .selectFrom("jobs")
    .select("id")
    .where("status", "=", "open")
    .where((eb) => eb.or([eb("closes_at", "is", null), eb("closes_at", ">=", kolkataDay(at))]))
    .execute();
  return { posts: posts.map((row) => row.url), jobs: jobs.map((row) => row.id), movedPosts: await movedPosts(db, at) };
}
