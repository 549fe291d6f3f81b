/** @jest-environment node */
/**
 * Refresh builds (issue 29) with the stand-in build (stand-in.ts): changes to posts close together make
 * one refresh, named after what set it off, live without anyone pressing Publish; a refresh builds the
 * live build's commit (content saved and not published stays unpublished); posts and jobs are part of
 * every build's content identity; a failed refresh leaves the live site alone; after a roll back, the
 * next refresh starts from the build rolled back to. Each refresh is in the audit log.
 */
import fs from "node:fs";
import path from "node:path";
import { refreshTreeDir } from "../../../../api/site/refresh/worktree";
import type { Build } from "../../../../api/site/store";
import { TEST_ENGINES, sleep } from "../../helpers";
import { staffClient, type StaffClient } from "../../staff-helpers";
import { waitForBuild } from "../build-helpers";
import { QUIET_MS, allBuilds, newestBuild, nextRefresh, publishPost, renamePost, served, settled, startRefreshSite, type Post, type RefreshSite } from "./refresh-helpers";

jest.setTimeout(300_000);

const MARKETER = "marketing@selenova.example";

describe.each(TEST_ENGINES)("refreshing the live site on %s", (engine) => {
  let site: RefreshSite;
  let marketing: StaffClient;
  let publish: Build;
  let post: Post;
  const getBuild = async (id: number) => (await marketing.json<Build>(`/staff/site/builds/${id}`)).body;
  const request = async (target: "preview" | "live") => waitForBuild(getBuild, (await marketing.json<Build>("/staff/site/builds", { method: "POST", body: { target } })).body.id);
  const refreshAudit = async () => (await site.server.rows<{ detail: string }>("SELECT detail FROM audit_log WHERE action = 'refresh' ORDER BY id")).map((r) => r.detail);

  beforeAll(async () => {
    site = await startRefreshSite(engine);
    marketing = await staffClient(site.server, "marketing");
    publish = await request("live");
  });
  afterAll(() => site?.close());

  it("makes one refresh of posts saved close together, named after each change, live without Publish", async () => {
    expect(publish).toMatchObject({ status: "succeeded", refresh: false, refreshOf: null });
    expect(served(site.buildsDir)).toContain("as first published");
    const after = await newestBuild(marketing);
    post = await publishPost(marketing, "Refresh Rockets");
    const refresh = await nextRefresh(marketing, after);
    expect(refresh).toMatchObject({ status: "succeeded", refresh: true, target: "live", commit: publish.commit, refreshOf: publish.id });
    expect(refresh.requestedBy).toContain(`post ${post.id} created by ${MARKETER}`);
    expect(refresh.requestedBy).toContain(`post ${post.id} published by ${MARKETER}`);
    expect(refresh.liveAt).not.toBeNull();
    expect(served(site.buildsDir, `blog/${post.url}/index.html`)).toContain("<h1>Refresh Rockets</h1>");
    await sleep(QUIET_MS + 1000);
    expect((await allBuilds(marketing)).filter((b) => b.refresh && b.requestedBy.includes(`post ${post.id} `))).toHaveLength(1);
    expect(await refreshAudit()).toEqual([`queued refresh ${refresh.id} for: ${refresh.requestedBy}`, `refresh ${refresh.id} is live from build ${publish.id}'s content`]);
  });

  it("counts the posts and jobs in a build's content: same commit and posts reuse, a changed post builds again", async () => {
    const live = (await marketing.json<{ live: Build }>("/staff/site")).body.live;
    const same = await request("preview");
    expect(same).toMatchObject({ status: "succeeded", reusedFrom: live.id, commit: live.commit });
    post = await renamePost(marketing, post, "Refresh Rockets, retitled");
    const after = await request("preview");
    expect(after).toMatchObject({ status: "succeeded", reusedFrom: null, commit: live.commit });
    await settled(site);
  });

  it("builds a refresh from the live build's commit: a content edit saved and not published stays unpublished", async () => {
    fs.writeFileSync(path.join(site.repo.dir, "data", "marker.txt"), "saved, not published\n");
    site.repo.commitAll("content: an edit saved in the console, not published");
    const after = await newestBuild(marketing);
    post = await renamePost(marketing, post, "Refresh Rockets, third title");
    const refresh = await nextRefresh(marketing, after);
    expect(refresh.requestedBy).toBe(`post ${post.id} saved by ${MARKETER}`);
    expect(refresh).toMatchObject({ status: "succeeded", commit: publish.commit });
    expect(refresh.commit).not.toBe(site.repo.git("rev-parse", "HEAD").trim());
    expect(served(site.buildsDir)).toContain("as first published");
    expect(served(site.buildsDir)).not.toContain("saved, not published");
    expect(served(site.buildsDir)).toContain("Refresh Rockets, third title");
    expect(fs.readFileSync(path.join(refreshTreeDir(site.buildsDir), "data", "marker.txt"), "utf8")).toBe("as first published\n");
    expect(site.repo.read("data/marker.txt")).toBe("saved, not published\n");
  });

  it("shows a failed refresh as failed and leaves the live site as it was", async () => {
    const liveBefore = (await marketing.json<{ live: Build }>("/staff/site")).body.live;
    const pageBefore = served(site.buildsDir);
    fs.writeFileSync(site.failFile, "");
    try {
      const after = await newestBuild(marketing);
      post = await renamePost(marketing, post, "Refresh Rockets, never live");
      const failed = await nextRefresh(marketing, after);
      expect(failed).toMatchObject({ status: "failed", liveAt: null });
      expect(failed.error).toContain("The stand-in build was told to fail.");
      expect(served(site.buildsDir)).toBe(pageBefore);
      expect((await marketing.json<{ live: Build }>("/staff/site")).body.live.id).toBe(liveBefore.id);
      expect((await refreshAudit()).at(-1)).toMatch(new RegExp(`^refresh ${failed.id} failed from build ${liveBefore.id}'s content; the live site was not changed`));
    } finally {
      fs.rmSync(site.failFile, { force: true });
    }
  });

  it("after a roll back, builds the next refresh from the build rolled back to", async () => {
    await settled(site);
    const newer = await request("live");
    expect(newer).toMatchObject({ status: "succeeded", refresh: false });
    expect(served(site.buildsDir)).toContain("saved, not published");
    const back = await marketing.json<Build>(`/staff/site/builds/${publish.id}/live`, { method: "POST", body: {} });
    expect(back.status).toBe(200);
    expect(served(site.buildsDir)).toContain("as first published");
    post = await renamePost(marketing, post, "Refresh Rockets after the roll back");
    const refresh = await nextRefresh(marketing, newer.id);
    expect(refresh).toMatchObject({ status: "succeeded", commit: publish.commit, refreshOf: publish.id });
    expect(served(site.buildsDir)).toContain("as first published");
    expect(served(site.buildsDir)).toContain("Refresh Rockets after the roll back");
  });
});
