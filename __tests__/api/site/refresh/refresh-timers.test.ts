/** @jest-environment node */
/**
 * Refreshes nobody asks for (issue 29), with the stand-in build (stand-in.ts): a post published for a
 * later time is refreshed in when its time comes; a job whose closing day ends is refreshed out when the
 * minute check closes it. Without a builder, a change only leaves its request: nothing is built.
 */
import type { AddressInfo } from "node:net";
import { buildServer } from "../../../../api/server";
import { kolkataDay } from "../../../../api/store/jobs";
import type { Build } from "../../../../api/site/store";
import { TEST_ENGINES, sleep, startServer } from "../../helpers";
import { JOB, staffClient, type Job, type StaffClient } from "../../staff-helpers";
import { waitForBuild } from "../build-helpers";
import { QUIET_MS, newestBuild, nextRefresh, publishPost, served, settled, startRefreshSite, type RefreshSite } from "./refresh-helpers";

jest.setTimeout(300_000);

const DAY_MS = 24 * 60 * 60_000;

describe.each(TEST_ENGINES)("refreshes nobody asks for on %s", (engine) => {
  let site: RefreshSite;
  let marketing: StaffClient;
  let hr: StaffClient;

  beforeAll(async () => {
    site = await startRefreshSite(engine);
    marketing = await staffClient(site.server, "marketing");
    hr = await staffClient(site.server, "hr");
    const getBuild = async (id: number) => (await marketing.json<Build>(`/staff/site/builds/${id}`)).body;
    await waitForBuild(getBuild, (await marketing.json<Build>("/staff/site/builds", { method: "POST", body: { target: "live" } })).body.id);
  });
  afterAll(() => site?.close());

  it("refreshes a scheduled post in when its time comes, with no one acting", async () => {
    const at = new Date(Date.now() + 20_000).toISOString();
    const before = await newestBuild(marketing);
    const post = await publishPost(marketing, "Scheduled For Orbit", at);
    // Before its time the save changes nothing visitors see: no build, and the audit log says why.
    await settled(site);
    expect(Date.now()).toBeLessThan(Date.parse(at));
    const skipped = await site.server.rows<{ detail: string }>("SELECT detail FROM audit_log WHERE action = 'refresh' ORDER BY id");
    expect(skipped.at(-1)?.detail).toMatch(new RegExp(`^not needed \\(build \\d+, live, already shows these posts and jobs\\) for: post ${post.id} created by .+; post ${post.id} published by`));
    expect(await newestBuild(marketing)).toBe(before);
    expect(served(site.buildsDir)).not.toContain("Scheduled For Orbit");
    const refresh = await nextRefresh(marketing, before, 60_000);
    expect(refresh).toMatchObject({ status: "succeeded", requestedBy: `post ${post.id} scheduled for ${at} came due` });
    expect(Date.parse(refresh.requestedAt)).toBeGreaterThanOrEqual(Date.parse(at));
    expect(served(site.buildsDir, `blog/${post.url}/index.html`)).toContain("<h1>Scheduled For Orbit</h1>");
  });

  it("refreshes a job out when its closing day ends and the minute check closes it", async () => {
    const created = await hr.json<Job>("/staff/jobs", { method: "POST", body: { ...JOB, job_title: "Closing Day Navigator", closesAt: kolkataDay(new Date()) } });
    expect(created.status).toBe(201);
    await settled(site);
    expect(served(site.buildsDir)).toContain("Closing Day Navigator");
    const after = await newestBuild(marketing);
    site.setOffset(2 * DAY_MS);
    const refresh = await nextRefresh(marketing, after);
    expect(refresh).toMatchObject({ status: "succeeded", requestedBy: `job ${created.body.id} closed by its closing date` });
    expect(served(site.buildsDir)).not.toContain("Closing Day Navigator");
  });

  it("refreshes a post saved on another instance of the same database, which does not build", async () => {
    const other = await buildServer({ ...site.server.options, site: { ...site.server.options.site!, builder: false } });
    await other.listen({ host: "127.0.0.1", port: 0 });
    try {
      const writer = await staffClient({ ...site.server, base: `http://127.0.0.1:${(other.server.address() as AddressInfo).port}` }, "marketing", "other-instance@selenova.example");
      const before = await newestBuild(marketing);
      const post = await publishPost(writer, "Saved Elsewhere");
      const refresh = await nextRefresh(marketing, before);
      expect(refresh).toMatchObject({ status: "succeeded" });
      expect(refresh.requestedBy).toContain(`post ${post.id} published by other-instance@selenova.example`);
      expect(served(site.buildsDir, `blog/${post.url}/index.html`)).toContain("<h1>Saved Elsewhere</h1>");
    } finally {
      await other.close();
    }
  });

  it("builds nothing where no instance builds: the change only leaves its request", async () => {
    const plain = await startServer(engine);
    try {
      const writer = await staffClient(plain, "marketing");
      await writer.json("/staff/posts", { method: "POST", body: { title: "No Builder Here", blog: "<p>x</p>", status: "draft" } });
      await sleep(QUIET_MS + 1000);
      expect(await plain.count("site_builds")).toBe(0);
      expect(await plain.rows("SELECT reason, state FROM site_refresh_requests")).toEqual([{ reason: expect.stringMatching(/^post \d+ created by marketing@/), state: "pending" }]);
    } finally {
      await plain.close();
    }
  });

  it("builds no refresh where SITE_REFRESH is off: the change waits for the next Publish", async () => {
    const quiet = await startRefreshSite(engine, { refresh: false });
    try {
      const writer = await staffClient(quiet.server, "marketing");
      const post = await publishPost(writer, "Waits For Publish");
      await sleep(QUIET_MS * 3);
      expect(await quiet.server.count("site_builds")).toBe(0);
      const requests = await quiet.server.rows<{ reason: string; state: string }>("SELECT reason, state FROM site_refresh_requests");
      expect(requests.map((r) => r.reason)).toContainEqual(expect.stringMatching(new RegExp(`^post ${post.id} published by marketing`)));
      expect(requests.filter((r) => r.state !== "pending")).toEqual([]);
      const getBuild = async (id: number) => (await writer.json<Build>(`/staff/site/builds/${id}`)).body;
      const published = await waitForBuild(getBuild, (await writer.json<Build>("/staff/site/builds", { method: "POST", body: { target: "live" } })).body.id);
      expect(published).toMatchObject({ status: "succeeded", refresh: false });
      expect(served(quiet.buildsDir, `blog/${post.url}/index.html`)).toContain("<h1>Waits For Publish</h1>");
    } finally {
      await quiet.close();
    }
  });
});
