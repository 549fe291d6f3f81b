/**
 * Issue 29's figure: from a post saved (published) through the staff API to its page served by the live
 * site, fetched as a crawler does (no JavaScript): `/blog/<url>/` answers 200 with the post's title in its
 * HTML, with no one pressing Publish. Run by `npm run bench:build` over the publishing tests' warm checkout
 * (scripts/site-checkout.ts) with the real API on a throwaway SQLite store, its builder on, the default
 * quiet time (SITE_REFRESH_QUIET_MS), and the site server reading the live link. The refresh's work tree
 * lives in a builds folder kept between runs (outside the checkout, which is emptied of `.builds*`), so
 * the figure is the warm one; when that tree has never been built, one untimed refresh warms it first.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { refreshTreeDir } from "../api/site/refresh/worktree";
import type { Build } from "../api/site/store";
import { accounts } from "../api/staff/accounts";
import { ORIGIN, startPublishingBench } from "./publishing-bench";

export const REFRESH_TARGET_S = 60;
/** How long the bench waits for the page before it reports that it never came. */
const GIVE_UP_S = 240;

export interface RefreshFigure {
  /** Saved → page served with its title; null when it never came within GIVE_UP_S. */
  seconds: number | null;
  targetSeconds: number;
  /** Saved → the refresh build live (whatever its pages hold). */
  liveSeconds: number | null;
  /** The refresh build's own time, from its start to live. */
  buildSeconds: number | null;
  warmUpSeconds: number | null;
  note: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function timeRefresh(root: string): Promise<RefreshFigure> {
  const bench = await startPublishingBench(root, (dir) => path.join(os.tmpdir(), `selenova-bench-refresh-${createHash("sha1").update(dir).digest("hex").slice(0, 10)}`), "bench-refresh-");
  const { buildsDir, base, liveBase, db } = bench;
  try {
    const password = `bench-${Date.now()}-password`;
    await accounts(db.db).add("bench@selenova.example", "marketing", password);
    const signIn = await fetch(`${base}/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "bench@selenova.example", password }),
    });
    const cookie = /staff_session=[^;]+/.exec(signIn.headers.get("set-cookie") ?? "")?.[0] ?? "";
    const call = async <T>(route: string, method = "GET", body?: unknown): Promise<T> => {
      const form = body instanceof FormData;
      const response = await fetch(`${base}${route}`, {
        method,
        headers: { cookie, origin: ORIGIN, ...(body && !form ? { "content-type": "application/json" } : {}) },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      return (await response.json()) as T;
    };
    const finished = async (id: number): Promise<Build> => {
      for (;;) {
        const build = await call<Build>(`/staff/site/builds/${id}`);
        if (build.status === "succeeded" || build.status === "failed") return build;
        await sleep(200);
      }
    };
    const newest = async () => Math.max(0, ...(await call<{ items: Build[] }>("/staff/site/builds")).items.map((b) => b.id));
    const nextRefresh = async (after: number, until: (b: Build) => boolean): Promise<Build> => {
      for (;;) {
        const found = (await call<{ items: Build[] }>("/staff/site/builds")).items.filter((b) => b.refresh && b.id > after).sort((a, b) => a.id - b.id)[0];
        if (found && until(found)) return found;
        await sleep(100);
      }
    };
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 50, b: 160 } } }).png().toBuffer();
    /** A draft with its cover, then published: answers the post and the moment of the publishing save. */
    const savePost = async (title: string) => {
      const blog = `<p>${title}: a post the bench saves.</p>`;
      const draft = await call<{ id: number; url: string }>("/staff/posts", "POST", { title, blog, status: "draft" });
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(cover)]), "cover.png");
      const withImage = await call<{ version: number }>(`/staff/posts/${draft.id}/image`, "POST", form);
      const start = performance.now();
      await call(`/staff/posts/${draft.id}`, "PUT", { title, blog, status: "published", version: withImage.version });
      return { ...draft, start };
    };

    // Something must be live for a refresh to start from: a Publish of the checkout (warm, untimed).
    const publish = await finished((await call<Build>("/staff/site/builds", "POST", { target: "live" })).id);
    if (publish.status !== "succeeded") throw new Error(`the first Publish failed: ${publish.error}`);

    let warmUpSeconds: number | null = null;
    if (!fs.existsSync(path.join(refreshTreeDir(buildsDir), ".cache"))) {
      console.log("refresh: the refresh's work tree has never been built; one untimed refresh first, to warm Gatsby's cache…");
      const after = await newest();
      const start = performance.now();
      await savePost(`Bench warm-up ${Date.now()}`);
      const warm = await nextRefresh(after, (b) => b.status === "succeeded" || b.status === "failed");
      if (warm.status !== "succeeded") throw new Error(`the warm-up refresh failed: ${warm.error}`);
      warmUpSeconds = (performance.now() - start) / 1000;
    }

    const after = await newest();
    const title = `Bench refresh ${Date.now()}`;
    const post = await savePost(title);
    const page = `${liveBase}/blog/${post.url}/`;
    let seconds: number | null = null;
    let liveSeconds: number | null = null;
    let refresh: Build | null = null;
    const deadline = post.start + GIVE_UP_S * 1000;
    while (performance.now() < deadline && seconds === null) {
      const response = await fetch(page);
      if (response.status === 200 && (await response.text()).includes(title)) seconds = (performance.now() - post.start) / 1000;
      const found = (await call<{ items: Build[] }>("/staff/site/builds")).items.find((b) => b.refresh && b.id > after);
      if (found?.status === "failed") throw new Error(`the refresh failed: ${found.error}`);
      if (found?.liveAt && liveSeconds === null) liveSeconds = (performance.now() - post.start) / 1000;
      if (found) refresh = found;
      await sleep(100);
    }
    const buildSeconds = refresh?.startedAt && refresh.finishedAt ? (Date.parse(refresh.finishedAt) - Date.parse(refresh.startedAt)) / 1000 : null;
    const note =
      seconds === null
        ? liveSeconds === null
          ? `no refresh went live within ${GIVE_UP_S} s`
          : `the refresh went live, but ${page.replace(liveBase, "")} never answered 200 with the post's title within ${GIVE_UP_S} s (the build makes no page per post yet?)`
        : null;
    return { seconds, targetSeconds: REFRESH_TARGET_S, liveSeconds, buildSeconds, warmUpSeconds, note };
  } finally {
    await bench.close();
  }
}
