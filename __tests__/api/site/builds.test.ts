/** @jest-environment node */
/**
 * Publishing with real `gatsby build`s (issue 23), over the one warm checkout the publishing tests
 * share (scripts/site-checkout.ts), never the developer's own: a data file edited by hand is previewed
 * and not live; Publish of the same content goes live without building again; a broken data file fails
 * with the validator's own error while the live site keeps serving; and a builder killed mid-build
 * leaves the live site as it was and finds that build failed when it starts again.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { DIED_MESSAGE } from "../../../api/site/builder";
import { isAlive } from "../../../api/site/checkout";
import { liveRoot, pointerRoot } from "../../../api/site/folders";
import type { Build } from "../../../api/site/store";
import { accounts } from "../../../api/staff/accounts";
import { connect } from "../../../api/store/db";
import { makeSiteCheckout, type SiteCheckout } from "../../../scripts/site-checkout";
import { createSiteServer } from "../../../site-server/server";
import { SITE_ORIGIN, TEST_ENGINES, freshStore, sleep, startServer, type TestServer } from "../helpers";
import { PASSWORD, signIn, staffClient, type StaffClient } from "../staff-helpers";
import { BUILD_TIMEOUT_MS, CAPTION, edit, spawnBuilderApi, waitForBuild } from "./build-helpers";

jest.setTimeout(3 * BUILD_TIMEOUT_MS);

let checkout: SiteCheckout;
beforeAll(() => {
  checkout = makeSiteCheckout();
});

const SLIDES = "data/home-slides.json";

describe.each(TEST_ENGINES)("publishing with gatsby build on %s", (engine) => {
  let server: TestServer;
  let marketing: StaffClient;
  let live: FastifyInstance;
  let liveBase: string;
  let buildsDir: string;
  const marker = `Launched from the console on ${engine} at ${Date.now()}`;
  const getBuild = async (id: number) => (await marketing.json<Build>(`/staff/site/builds/${id}`)).body;
  const request = async (target: "preview" | "live") => (await marketing.json<Build>("/staff/site/builds", { method: "POST", body: { target } })).body;
  const liveHome = async () => (await fetch(`${liveBase}/`)).text();

  beforeAll(async () => {
    buildsDir = path.join(checkout.dir, `.builds-${engine}`);
    server = await startServer(engine, {
      site: { repoDir: checkout.dir, buildsDir, builder: true, liveUrl: "http://localhost:9000", previewUrl: "http://localhost:9001", pollMs: 200 },
    });
    marketing = await staffClient(server, "marketing");
    live = await createSiteServer({ root: () => liveRoot(checkout.dir, buildsDir) });
    await live.listen({ host: "127.0.0.1", port: 0 });
    liveBase = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live?.close();
    await server?.close();
  });

  it("previews a data file edited by hand, not live; Publish then puts that same build live without building", async () => {
    const liveBefore = fs.existsSync(path.join(liveRoot(checkout.dir, buildsDir), "index.html")) ? await liveHome() : "";
    edit(checkout.dir, SLIDES, /New ideas, tested fast and launched with care\.[^"]*/, `${CAPTION} ${marker}`);
    const queued = await request("preview");
    const preview = await waitForBuild(getBuild, queued.id);
    expect(preview).toMatchObject({ status: "succeeded", error: null, dirty: true, target: "preview" });
    expect(preview.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(preview.log).toMatch(/Building static HTML for pages[^\n]*\n[^]*Done building in/);
    expect(fs.readFileSync(path.join(pointerRoot(buildsDir, "preview")!, "index.html"), "utf8")).toContain(marker);
    const home = await liveHome();
    expect(home).not.toContain(marker);
    if (liveBefore) expect(home).toBe(liveBefore);

    const publish = await waitForBuild(getBuild, (await request("live")).id);
    expect(publish).toMatchObject({ status: "succeeded", reusedFrom: preview.id, commit: preview.commit });
    expect(publish.log).toContain(`same as build ${preview.id}'s`);
    expect(await liveHome()).toContain(marker);
    const site = (await marketing.json<{ live: Build; preview: Build }>("/staff/site")).body;
    expect(site.live).toMatchObject({ id: publish.id, liveBy: "marketing@selenova.example" });
    expect(site.preview).toMatchObject({ id: preview.id });
  });

  it("fails a build of a broken data file with the validator's error, and the live site keeps serving", async () => {
    const liveBefore = await liveHome();
    const original = fs.readFileSync(path.join(checkout.dir, SLIDES), "utf8");
    edit(checkout.dir, SLIDES, `"caption": "${CAPTION} ${marker}"`, `"caption": 42`);
    try {
      const failed = await waitForBuild(getBuild, (await request("live")).id);
      expect(failed.status).toBe("failed");
      expect(failed.error).toMatch(/data\/home-slides\.json › .+ › field "caption"/);
      expect(failed.log.split("\n").length).toBeLessThanOrEqual(200);
      expect(await liveHome()).toBe(liveBefore);
      expect((await marketing.json<{ live: Build }>("/staff/site")).body.live.status).toBe("succeeded");
    } finally {
      fs.writeFileSync(path.join(checkout.dir, SLIDES), original);
    }
  });

  it("marks a build failed when its builder was killed mid-build, with the live site unchanged", async () => {
    const liveBefore = await liveHome();
    edit(checkout.dir, SLIDES, marker, `${marker}, then killed`);
    const store = await freshStore(engine);
    const db = connect({ databaseUrl: store.databaseUrl, dbPath: store.dbPath }).db;
    const env = {
      API_DB_PATH: store.dbPath,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      API_ALLOWED_ORIGINS: SITE_ORIGIN,
      SITE_REPO_DIR: checkout.dir,
      SITE_BUILDS_DIR: buildsDir,
      SITE_BUILDER: "1",
    };
    let api = await spawnBuilderApi(env);
    try {
      await accounts(db).add("killer@selenova.example", "marketing", PASSWORD);
      const cookie = await signIn({ ...server, base: api.base }, "killer@selenova.example");
      const call = async (route: string, init: { method?: string; body?: unknown } = {}) => {
        const response = await fetch(`${api.base}${route}`, {
          method: init.method ?? "GET",
          headers: { cookie, origin: SITE_ORIGIN, ...(init.body ? { "content-type": "application/json" } : {}) },
          body: init.body ? JSON.stringify(init.body) : undefined,
        });
        return (await response.json()) as Build;
      };
      const queued = await call("/staff/site/builds", { method: "POST", body: { target: "live" } });
      await waitForBuild((id) => call(`/staff/site/builds/${id}`), queued.id, (b) => b.status === "building" && /^success /m.test(b.log));
      const pid = Number(fs.readFileSync(path.join(buildsDir, ".gatsby.pid"), "utf8"));
      api.child.kill("SIGKILL");
      await new Promise((resolve) => api.child.once("exit", resolve));
      await sleep(500);
      expect(await liveHome()).toBe(liveBefore);

      api = await spawnBuilderApi(env);
      const after = await call(`/staff/site/builds/${queued.id}`);
      expect(after).toMatchObject({ status: "failed", error: DIED_MESSAGE });
      expect(after.finishedAt).not.toBeNull();
      expect(isAlive(pid)).toBe(false);
      expect(fs.existsSync(path.join(buildsDir, ".gatsby.pid"))).toBe(false);
      expect(await liveHome()).toBe(liveBefore);
    } finally {
      api.child.kill("SIGTERM");
      await new Promise((resolve) => (api.child.exitCode !== null ? resolve(null) : api.child.once("exit", resolve)));
      await db.destroy();
      await store.drop();
    }
  });
});
