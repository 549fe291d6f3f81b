/**
 * The figure a marketer lives with (issue 23): from a one-field change in data/ to the change served by
 * the live site, through the API's Publish. Run by `npm run bench:build` over the publishing tests'
 * warm checkout (scripts/site-checkout.ts; never this one) with the real API on a throwaway SQLite
 * store, its builder on, and the site server reading the live link. The checkout is built once first if
 * it has never been (that build is not timed): the figure is the warm one, as a marketer meets it.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Build } from "../api/site/store";
import { accounts } from "../api/staff/accounts";
import { ORIGIN, startPublishingBench } from "./publishing-bench";

export const PUBLISH_TARGET_S = 30;
const FILE = "data/home-slides.json";
const CAPTION = "New ideas, tested fast and launched with care.";

export interface PublishFigure {
  seconds: number;
  targetSeconds: number;
  /** The build's own time, from its start to live (the rest is queueing and the first request). */
  buildSeconds: number | null;
  warmUpSeconds: number | null;
}

export async function timePublish(root: string): Promise<PublishFigure> {
  const bench = await startPublishingBench(root, (dir) => path.join(dir, ".builds-bench"), "bench-publish-");
  const { checkout, base, liveBase, db } = bench;
  const file = path.join(checkout.dir, FILE);
  const original = fs.readFileSync(file, "utf8");
  try {
    const password = `bench-${Date.now()}-password`;
    await accounts(db.db).add("bench@selenova.example", "marketing", password);
    const signIn = await fetch(`${base}/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "bench@selenova.example", password }),
    });
    const cookie = /staff_session=[^;]+/.exec(signIn.headers.get("set-cookie") ?? "")?.[0] ?? "";
    const call = async (route: string, body?: unknown): Promise<Build> => {
      const response = await fetch(`${base}${route}`, {
        method: body ? "POST" : "GET",
        headers: { cookie, origin: ORIGIN, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as Build;
    };
    const finished = async (id: number): Promise<Build> => {
      for (;;) {
        const build = await call(`/staff/site/builds/${id}`);
        if (build.status === "succeeded" || build.status === "failed") return build;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    let warmUpSeconds: number | null = null;
    if (!fs.existsSync(path.join(checkout.dir, ".cache"))) {
      console.log("publish: the checkout has never been built; one untimed build first, to warm Gatsby's cache…");
      const start = performance.now();
      const warm = await finished((await call("/staff/site/builds", { target: "live" })).id);
      if (warm.status !== "succeeded") throw new Error(`the warm-up build failed: ${warm.error}`);
      warmUpSeconds = (performance.now() - start) / 1000;
    }

    const marker = `Bench ${Date.now()}`;
    fs.writeFileSync(file, original.replace(CAPTION, `${CAPTION} ${marker}`));
    const start = performance.now();
    const queued = await call("/staff/site/builds", { target: "live" });
    for (;;) {
      if ((await (await fetch(`${liveBase}/`)).text()).includes(marker)) break;
      const build = await call(`/staff/site/builds/${queued.id}`);
      if (build.status === "failed") throw new Error(`the publish failed: ${build.error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - start) / 1000;
    const build = await finished(queued.id);
    const buildSeconds = build.startedAt && build.finishedAt ? (Date.parse(build.finishedAt) - Date.parse(build.startedAt)) / 1000 : null;
    return { seconds, targetSeconds: PUBLISH_TARGET_S, buildSeconds, warmUpSeconds };
  } finally {
    fs.writeFileSync(file, original);
    await bench.close();
  }
}
