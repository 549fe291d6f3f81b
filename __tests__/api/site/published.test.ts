/** @jest-environment node */
/**
 * What the site build pre-renders (issue 29): `api/site/published-cli.ts`, run as the build runs it (a
 * child process on the API's store), writes the posts visitors can see now and the open jobs, and
 * seeds an empty store first as the API would. Drafts, posts whose time has not come, closed jobs and
 * jobs past their closing day are left out.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { seedBlogs } from "../../../api/seed/blogs";
import { SEED_JOBS } from "../../../api/seed/jobs";
import { openStore, type Store } from "../../../api/store";
import type { PublishedFile } from "../../../shared/published";
import { TEST_ENGINES, freshStore } from "../helpers";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../../..");
jest.setTimeout(120_000);

async function readWithCli(location: { dbPath: string; databaseUrl?: string }, folder: string): Promise<PublishedFile> {
  await run(process.execPath, ["--import", "tsx", path.join(ROOT, "api/site/published-cli.ts"), folder], {
    cwd: ROOT,
    env: { ...process.env, API_DB_PATH: location.dbPath, DATABASE_URL: location.databaseUrl ?? "", API_SEED_TEST_FIXTURES: "" },
  });
  return JSON.parse(fs.readFileSync(path.join(folder, "published.json"), "utf8")) as PublishedFile;
}

describe.each(TEST_ENGINES)("the build's posts and jobs on %s", (engine) => {
  let location: Awaited<ReturnType<typeof freshStore>>;
  beforeAll(async () => {
    location = await freshStore(engine);
  });
  afterAll(() => location.drop());

  it("seeds an empty store as the API would, and writes every seeded post with its image and every job", async () => {
    const folder = path.join(location.dir, "published");
    const published = await readWithCli(location, folder);
    const seededPosts = seedBlogs();
    expect(published.posts.map((post) => post.url).sort()).toEqual(seededPosts.map((post) => post.url).sort());
    expect(published.jobs.map((job) => job.title)).toEqual(SEED_JOBS.map((job) => job.job_title));
    // Newest first, as /blogs lists them.
    const times = published.posts.map((post) => post.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const post of published.posts.filter((entry) => entry.image)) {
      expect(fs.statSync(path.join(folder, "images", post.image?.file ?? "")).size).toBeGreaterThan(0);
    }
  });

  it("leaves out drafts, posts whose time has not come, closed jobs and jobs past their closing day", async () => {
    const store: Store = await openStore({ dbPath: location.dbPath, databaseUrl: location.databaseUrl });
    const now = new Date();
    const later = new Date(now.getTime() + 3_600_000).toISOString();
    try {
      const [first, second, third] = await store.db.selectFrom("blogs").select("id").orderBy("id").limit(3).execute();
      await store.db.updateTable("blogs").set({ status: "draft" }).where("id", "=", first.id).execute();
      await store.db.updateTable("blogs").set({ published_at: later }).where("id", "=", second.id).execute();
      await store.db.deleteFrom("blogs").where("id", "=", third.id).execute();
      const [a, b, c] = await store.db.selectFrom("jobs").select("id").orderBy("id").limit(3).execute();
      await store.db.updateTable("jobs").set({ status: "closed" }).where("id", "=", a.id).execute();
      await store.db.updateTable("jobs").set({ closes_at: "2020-01-31" }).where("id", "=", b.id).execute();
      await store.db.updateTable("jobs").set({ closes_at: "2999-12-31" }).where("id", "=", c.id).execute();
      const published = await readWithCli(location, path.join(location.dir, "published-2"));
      const postIds = published.posts.map((post) => post.id);
      expect(postIds).not.toContain(first.id);
      expect(postIds).not.toContain(second.id);
      expect(postIds).not.toContain(third.id);
      expect(postIds).toHaveLength(seedBlogs().length - 3);
      const jobs = new Map(published.jobs.map((job) => [job.id, job]));
      expect(jobs.has(a.id)).toBe(false);
      expect(jobs.has(b.id)).toBe(false);
      expect(jobs.get(c.id)?.closesAt).toBe("2999-12-31");
      expect(published.jobs).toHaveLength(SEED_JOBS.length - 2);
    } finally {
      await store.close();
    }
  });
});

it("fails with the reason only when the store cannot be reached, never the connection's password", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "published-test-"));
  try {
    const failed = run(process.execPath, ["--import", "tsx", path.join(ROOT, "api/site/published-cli.ts"), folder], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "postgres://builder:s3cret-pw@127.0.0.1:1/agency" },
    });
    await expect(failed).rejects.toMatchObject({ code: 1 });
    const { stderr } = (await failed.catch((error: unknown) => error)) as { stderr: string };
    expect(stderr.trim()).not.toBe("");
    expect(stderr).not.toContain("s3cret-pw");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
