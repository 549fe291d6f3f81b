/** @jest-environment node */
/**
 * The site as first deployed and what is not live yet (issue 28 §7), without Gatsby: a content checkout
 * whose public/ stands for what `npm run build` made. The builder keeps that site as build #0, which a
 * roll back brings back after a Publish; GET /staff/site tells the content saved since the live build.
 */
import fs from "node:fs";
import path from "node:path";
import { TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { makeContentRepo, type ContentRepo } from "../content-repo";
import { staffClient, type StaffClient } from "../staff-helpers";
import type { Build } from "../../../api/site/store";
import type { NotLive } from "../../../shared/content-changes";

jest.setTimeout(120_000);

interface Site {
  live: Build | null;
  notLive: NotLive | null;
}

describe.each(TEST_ENGINES)("the site as first deployed on %s", (engine) => {
  let server: TestServer;
  let repo: ContentRepo;
  let admin: StaffClient;
  let buildsDir: string;
  const served = () => fs.readFileSync(path.join(buildsDir, "live", "index.html"), "utf8");

  beforeAll(async () => {
    repo = makeContentRepo();
    buildsDir = path.join(repo.dir, ".builds");
    fs.mkdirSync(path.join(repo.dir, "public"));
    fs.writeFileSync(path.join(repo.dir, "public", "index.html"), "<p>as npm run build made it</p>");
    fs.writeFileSync(path.join(repo.dir, ".gitignore"), "public/\n.builds/\n");
    repo.commitAll("ignore the build output");
    server = await startServer(engine, {
      siteRepoDir: repo.dir,
      site: { repoDir: repo.dir, buildsDir, builder: true, liveUrl: "http://localhost:9000", previewUrl: "http://localhost:9001", pollMs: 100 },
    });
    admin = await staffClient(server, "admin");
  });
  afterAll(async () => {
    await server.close();
    repo.remove();
  });

  it("is build #0 in the history, live, from the commit the checkout was at, with nothing else waiting", async () => {
    const { body } = await admin.json<Site>("/staff/site");
    expect(body.live).toMatchObject({ id: 0, firstSite: true, target: "live", status: "succeeded", kept: true, commit: repo.git("rev-parse", "HEAD").trim() });
    expect(body.notLive).toEqual({ changes: [], unsaved: false });
    const list = await admin.json<{ items: Build[]; total: number }>("/staff/site/builds");
    expect(list.body.items.map((build) => [build.id, build.firstSite])).toEqual([[0, true]]);
    expect(served()).toBe("<p>as npm run build made it</p>");
  });

  it("tells the content saved since, by collection, author and time; the next Publish includes it", async () => {
    const file = path.join(repo.dir, "data", "awards.json");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/"title": "([^"]+)"/, '"title": "$1 (renamed)"'));
    repo.commitAll("awards: renamed one", { name: "Priya Sharma", email: "priya@selenova.example" });
    const { body } = await admin.json<Site>("/staff/site");
    expect(body.notLive).toEqual({
      changes: [{ author: "Priya Sharma", authorEmail: "priya@selenova.example", date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), collections: ["Awards"] }],
      unsaved: false,
    });
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(" (renamed)", ""));
    expect((await admin.json<Site>("/staff/site")).body.notLive?.unsaved).toBe(true);
    repo.git("checkout", "--", "data/awards.json");
  });

  it("comes back with a roll back after a Publish went live", async () => {
    // A Publish's output, as the builder leaves it (builds.test.ts runs gatsby build for real).
    const folder = `1-${Date.now()}`;
    fs.mkdirSync(path.join(buildsDir, folder));
    fs.writeFileSync(path.join(buildsDir, folder, "index.html"), "<p>published</p>");
    const row = await server.db
      .insertInto("site_builds")
      .values({ target: "live", status: "succeeded", requested_by: "admin@selenova.example", requested_at: new Date().toISOString(), commit: repo.git("rev-parse", "HEAD").trim(), content_hash: "published", dirty: 0, folder, reused_from: null, started_at: null, finished_at: null, step: null, error: null, live_at: null, live_by: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await admin.call(`/staff/site/builds/${row.id}/live`, { method: "POST", body: {} })).status).toBe(200);
    expect(served()).toBe("<p>published</p>");
    expect((await admin.json<Site>("/staff/site")).body.notLive).toEqual({ changes: [], unsaved: false });

    const back = await admin.json<Build>("/staff/site/builds/0/live", { method: "POST", body: {} });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: 0, firstSite: true, liveBy: "admin@selenova.example" });
    expect(served()).toBe("<p>as npm run build made it</p>");
    const site = (await admin.json<Site>("/staff/site")).body;
    expect(site.live).toMatchObject({ id: 0 });
    // The awards change was saved after the first site: live again, it is not live.
    expect(site.notLive?.changes.map((change) => change.collections)).toEqual([["Awards"]]);
  });
});
