/** @jest-environment node */
/**
 * /staff/site without Gatsby (issue 23): the queue, its answers and refusals, and going live by the
 * builder (pointer, publish command, its failure) over build folders made by hand. The builds that run
 * `gatsby build` for real are in builds.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TEST_ENGINES, startServer, type TestServer } from "../helpers";
import { staffClient, staffFetch, type StaffClient } from "../staff-helpers";
import type { AddressInfo } from "node:net";
import { buildServer } from "../../../api/server";
import { prune } from "../../../api/site/go-live";
import type { Build } from "../../../api/site/store";

jest.setTimeout(120_000);

/** A finished build's row and folder, as the builder leaves them. */
async function madeBuild(server: TestServer, buildsDir: string, page: string): Promise<number> {
  const folder = `hand-${page}-${Date.now()}`;
  fs.mkdirSync(path.join(buildsDir, folder), { recursive: true });
  fs.writeFileSync(path.join(buildsDir, folder, "index.html"), `<p>${page}</p>`);
  const row = await server.db
    .insertInto("site_builds")
    .values({ target: "preview", status: "succeeded", requested_by: "marketing@selenova.example", requested_at: new Date().toISOString(), commit: "c0ffee", content_hash: page, dirty: 0, folder, reused_from: null, started_at: null, finished_at: null, step: null, error: null, live_at: null, live_by: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const served = (buildsDir: string) => fs.readFileSync(path.join(buildsDir, "live", "index.html"), "utf8");

describe.each(TEST_ENGINES)("/staff/site on %s", (engine) => {
  describe("queueing (no builder on this instance)", () => {
    let server: TestServer;
    let marketing: StaffClient;
    beforeAll(async () => {
      server = await startServer(engine);
      marketing = await staffClient(server, "marketing");
    });
    afterAll(() => server.close());

    it("answers nothing live or previewed before the first build", async () => {
      const { status, body } = await marketing.json("/staff/site");
      expect(status).toBe(200);
      expect(body).toMatchObject({ live: null, preview: null, current: null, previewUrl: "http://localhost:9001" });
    });

    it("queues a build (202), and a second request for the same target joins it", async () => {
      const first = await marketing.json<Build>("/staff/site/builds", { method: "POST", body: { target: "preview" } });
      expect(first.status).toBe(202);
      expect(first.body).toMatchObject({ target: "preview", status: "queued", requestedBy: "marketing@selenova.example", commit: null, error: null, log: "" });
      const again = await marketing.json<Build>("/staff/site/builds", { method: "POST", body: { target: "preview" } });
      expect(again.body.id).toBe(first.body.id);
      const live = await marketing.json<Build>("/staff/site/builds", { method: "POST", body: { target: "live" } });
      expect(live.status).toBe(202);
      expect(live.body.id).not.toBe(first.body.id);

      const list = await marketing.json<{ items: Build[]; total: number; page: number }>("/staff/site/builds");
      expect(list.body.total).toBe(2);
      expect(list.body.page).toBe(1);
      expect(list.body.items.map((b) => b.id)).toEqual([live.body.id, first.body.id]);
      expect((await marketing.json<Build>(`/staff/site/builds/${first.body.id}`)).body.target).toBe("preview");
      expect((await marketing.json("/staff/site")).body.current).toMatchObject({ id: first.body.id });

      const audit = await server.rows<{ action: string; entity_id: string; detail: string }>(
        "SELECT action, entity_id, detail FROM audit_log WHERE entity = 'site-build' ORDER BY id",
      );
      expect(audit).toEqual([
        { action: "preview", entity_id: String(first.body.id), detail: `queued build ${first.body.id}` },
        { action: "preview", entity_id: String(first.body.id), detail: `joined queued build ${first.body.id}` },
        { action: "publish", entity_id: String(live.body.id), detail: `queued build ${live.body.id}` },
      ]);
    });

    it("refuses a build that did not succeed going live (409), and unknown ones (404)", async () => {
      const { body } = await marketing.json<{ items: Build[] }>("/staff/site/builds");
      const queued = await marketing.json(`/staff/site/builds/${body.items[0].id}/live`, { method: "POST", body: {} });
      expect(queued.status).toBe(409);
      expect(queued.body.message).toMatch(/only a successful build can go live/);
      expect((await marketing.call("/staff/site/builds/999999/live", { method: "POST", body: {} })).status).toBe(404);
      expect((await marketing.call("/staff/site/builds/999999")).status).toBe(404);
      expect((await marketing.call("/staff/site/builds/abc")).status).toBe(404);
    });

    it("answers 422 with the field for a bad target or page", async () => {
      for (const body of [{}, { target: "production" }, { target: 1 }]) {
        const response = await marketing.json("/staff/site/builds", { method: "POST", body });
        expect(response.status).toBe(422);
        expect(response.body).toEqual({ errors: [{ field: "target", message: "Must be one of: preview, live" }] });
      }
      const page = await marketing.json("/staff/site/builds?page=0");
      expect(page.status).toBe(422);
      expect(page.body).toEqual({ errors: [{ field: "page", message: "Must be a whole number from 1" }] });
    });

    it("refuses a foreign Origin and a signed-out caller before anything is queued", async () => {
      const before = await server.count("site_builds");
      const foreign = await staffFetch(server, "/staff/site/builds", { method: "POST", body: { target: "live" }, cookie: marketing.cookie, headers: { origin: "http://evil.example" } });
      expect(foreign.status).toBe(403);
      expect((await staffFetch(server, "/staff/site/builds", { method: "POST", body: { target: "live" } })).status).toBe(401);
      expect(await server.count("site_builds")).toBe(before);
    });
  });

  describe("going live (a builder over hand-made build folders)", () => {
    let server: TestServer;
    let admin: StaffClient;
    let buildsDir: string;
    let published: string;
    beforeAll(async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-site-"));
      buildsDir = path.join(dir, ".builds");
      published = path.join(dir, "published.txt");
      // A stand-in for a CDN sync: notes the folder it was given, and fails while a file says so.
      const script = path.join(dir, "publish.sh");
      fs.writeFileSync(script, `echo "$1" >> '${published}'\necho "syncing $1"\ntest ! -e '${dir}/fail'\n`);
      server = await startServer(engine, {
        site: { repoDir: dir, buildsDir, builder: true, liveUrl: "http://localhost:9000", previewUrl: "http://localhost:9001", pollMs: 100, publishCommand: `sh '${script}'` },
      });
      admin = await staffClient(server, "admin");
    });
    afterAll(() => server.close());

    it("makes a successful build live at once: the pointer, the build's record, GET /staff/site", async () => {
      const id = await madeBuild(server, buildsDir, "first");
      const { status, body } = await admin.json<Build>(`/staff/site/builds/${id}/live`, { method: "POST", body: {} });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id, liveBy: "admin@selenova.example" });
      expect(served(buildsDir)).toBe("<p>first</p>");
      expect((await admin.json("/staff/site")).body.live).toMatchObject({ id });
      const folder = fs.readlinkSync(path.join(buildsDir, "live"));
      expect(fs.readFileSync(published, "utf8")).toBe(`${path.join(buildsDir, folder)}\n`);
      expect(body.log).toContain(`syncing ${path.join(buildsDir, folder)}`);
    });

    it("leaves the live site as it was when the publish command fails, and shows why on the build", async () => {
      const id = await madeBuild(server, buildsDir, "second");
      fs.writeFileSync(path.join(path.dirname(buildsDir), "fail"), "");
      const { status, body } = await admin.json(`/staff/site/builds/${id}/live`, { method: "POST", body: {} });
      fs.rmSync(path.join(path.dirname(buildsDir), "fail"));
      expect(status).toBe(502);
      expect(body.message).toMatch(/publish command \(SITE_PUBLISH_COMMAND\) failed/);
      expect(served(buildsDir)).toBe("<p>first</p>");
      expect((await admin.json<Build>(`/staff/site/builds/${id}`)).body.error).toMatch(/live site was not changed/);
      const retry = await admin.json(`/staff/site/builds/${id}/live`, { method: "POST", body: {} });
      expect(retry.status).toBe(200);
      expect(served(buildsDir)).toBe("<p>second</p>");
      expect(retry.body.error).toBeNull();
    });

    it("carries out a roll back asked of another instance (one without the checkout) through the database", async () => {
      const other = await buildServer({ ...server.options, site: { ...server.options.site!, builder: false } });
      await other.listen({ host: "127.0.0.1", port: 0 });
      try {
        const id = await madeBuild(server, buildsDir, "elsewhere");
        const base = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
        const response = await staffFetch({ ...server, base }, `/staff/site/builds/${id}/live`, { method: "POST", body: {}, cookie: admin.cookie });
        expect(response.status).toBe(200);
        expect(served(buildsDir)).toBe("<p>elsewhere</p>");
        // And back, so that the next case starts where it expects.
        const { body } = await admin.json<{ items: Build[] }>("/staff/site/builds");
        const second = body.items.find((b) => b.contentHash === "second")!;
        expect((await admin.call(`/staff/site/builds/${second.id}/live`, { method: "POST", body: {} })).status).toBe(200);
      } finally {
        await other.close();
      }
    });

    it("keeps the last 10 successful builds and whatever is live; deletes the rest, which can no longer go live", async () => {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push(await madeBuild(server, buildsDir, `old-${i}`));
      const liveId = Number((await admin.json<{ live: Build }>("/staff/site")).body.live.id);
      const folders = await server.db.selectFrom("site_builds").select(["id", "folder"]).execute();
      await prune(server.db, server.options.site!);
      const kept = await server.db.selectFrom("site_builds").select(["id", "kept"]).orderBy("id", "desc").execute();
      const keptIds = kept.filter((row) => row.kept).map((row) => Number(row.id));
      expect(keptIds).toEqual([...ids.slice(-10).reverse(), liveId]);
      for (const { id, folder } of folders) {
        expect([id, fs.existsSync(path.join(buildsDir, folder!))]).toEqual([id, keptIds.includes(Number(id))]);
      }
      expect(served(buildsDir)).toBe("<p>second</p>");
      const gone = await admin.json(`/staff/site/builds/${ids[0]}/live`, { method: "POST", body: {} });
      expect(gone.status).toBe(409);
      expect(gone.body.message).toMatch(/files were deleted/);
    });
  });
});
