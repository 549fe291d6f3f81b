/** Shared by the refresh tests: a server whose builder runs the stand-in "Gatsby", and the console's calls. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Build } from "../../../../api/site/store";
import type { Engine } from "../../../../api/store/schema";
import type { ContentRepo } from "../../content-repo";
import { sleep, startServer, type TestServer } from "../../helpers";
import type { StaffClient } from "../../staff-helpers";
import { standInCheckout } from "./stand-in";

/** Quiet time in the tests: long enough for a post's three calls (create, cover, publish) to count as one change. */
export const QUIET_MS = 2500;

export interface Post {
  id: number;
  title: string;
  url: string;
  blog: string;
  status: string;
  version: number;
}

export interface RefreshSite {
  server: TestServer;
  repo: ContentRepo;
  buildsDir: string;
  /** While this file exists, the stand-in build fails. */
  failFile: string;
  /** Moves the API's clock (closing dates) this far ahead. */
  setOffset: (ms: number) => void;
  close: () => Promise<void>;
}

/** A stand-in checkout and an API building it; `refresh: false` is SITE_REFRESH=0. */
export async function startRefreshSite(engine: Engine, { refresh = true } = {}): Promise<RefreshSite> {
  const repo = standInCheckout();
  const buildsDir = path.join(repo.dir, ".builds");
  const failFile = `${repo.dir}.fail`;
  let offset = 0;
  const server = await startServer(engine, {
    siteRepoDir: repo.dir,
    now: () => new Date(Date.now() + offset),
    jobClosingEveryMs: 300,
    site: {
      repoDir: repo.dir,
      buildsDir,
      builder: true,
      liveUrl: "http://localhost:9000",
      previewUrl: "http://localhost:9001",
      pollMs: 100,
      refreshQuietMs: QUIET_MS,
      refresh,
      buildEnv: { ...process.env, STAND_IN_FAIL_FILE: failFile },
    },
  });
  return {
    server,
    repo,
    buildsDir,
    failFile,
    setOffset: (ms) => (offset = ms),
    close: async () => {
      await server.close();
      repo.remove();
      fs.rmSync(failFile, { force: true });
    },
  };
}

/** A file of the live site, as the site server would serve it. */
export const served = (buildsDir: string, file = "index.html") => fs.readFileSync(path.join(buildsDir, "live", file), "utf8");

const png = () => sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 20, g: 40, b: 200 } } }).png().toBuffer();

/** A post written as a marketer does: a draft, its cover image, then published (now, or at `publishedAt`). */
export async function publishPost(marketing: StaffClient, title: string, publishedAt?: string): Promise<Post> {
  const blog = `<p>${title}, in a few words.</p>`;
  const draft = (await marketing.json<Post>("/staff/posts", { method: "POST", body: { title, blog, status: "draft" } })).body;
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(await png())]), "cover.png");
  const withImage = await marketing.json<Post>(`/staff/posts/${draft.id}/image`, { method: "POST", body: form });
  const published = await marketing.json<Post>(`/staff/posts/${draft.id}`, {
    method: "PUT",
    body: { title, blog, status: "published", version: withImage.body.version, ...(publishedAt ? { publishedAt } : {}) },
  });
  if (published.status !== 200) throw new Error(`publishing failed: ${JSON.stringify(published.body)}`);
  return published.body;
}

/** Saves a post again with a new title. */
export async function renamePost(marketing: StaffClient, post: Post, title: string): Promise<Post> {
  const current = (await marketing.json<Post>(`/staff/posts/${post.id}`)).body;
  const saved = await marketing.json<Post>(`/staff/posts/${post.id}`, { method: "PUT", body: { title, blog: current.blog, status: current.status, version: current.version } });
  if (saved.status !== 200) throw new Error(`saving failed: ${JSON.stringify(saved.body)}`);
  return saved.body;
}

export const allBuilds = async (client: StaffClient) => (await client.json<{ items: Build[] }>("/staff/site/builds")).body.items;

/** The newest build's number (0: none). */
export const newestBuild = async (client: StaffClient) => Math.max(0, ...(await allBuilds(client)).map((b) => b.id));

/** Waits for the first refresh build after build `after` to finish. */
export async function nextRefresh(client: StaffClient, after: number, timeoutMs = 60_000): Promise<Build> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const builds = await allBuilds(client);
    const found = builds.filter((b) => b.refresh && b.id > after).sort((a, b) => a.id - b.id)[0];
    if (found && (found.status === "succeeded" || found.status === "failed")) return found;
    if (Date.now() > deadline) throw new Error(`no finished refresh after build ${after}: ${JSON.stringify(builds.map((b) => [b.id, b.refresh, b.status, b.requestedBy]))}`);
    await sleep(200);
  }
}

/** Waits until no build is queued or running, and no refresh request waits. */
export async function settled(site: RefreshSite): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await sleep(QUIET_MS + 500);
    const busy = await site.server.rows<{ n: number }>(
      "SELECT (SELECT count(*) FROM site_builds WHERE status IN ('queued', 'building')) + (SELECT count(*) FROM site_refresh_requests WHERE state = 'pending') AS n",
    );
    if (Number(busy[0].n) === 0) return;
    if (Date.now() > deadline) throw new Error("the builder did not settle");
  }
}
