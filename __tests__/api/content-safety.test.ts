/** @jest-environment node */
/**
 * The content API against hostile data (issue 28 §4): a commit message cannot forge a history entry and
 * restore takes only commits that changed the file; control and bidi characters, over-long text, deep
 * nesting and huge lists answer 422 naming the field and the limit, never 500; a save of thousands of
 * entries still makes a short commit message.
 */
import fs from "node:fs";
import path from "node:path";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { makeContentRepo, type ContentRepo } from "./content-repo";
import { SITE_ORIGIN } from "./helpers";
import { staffClient, type Errors, type StaffClient } from "./staff-helpers";
import { MAX_ENTRIES } from "../../api/content/limits";

jest.setTimeout(240_000);

type Json = Record<string, unknown>;
interface Loaded {
  data: Json;
  version: string;
}
interface HistoryEntry {
  commit: string;
  author: string;
  authorEmail: string;
  message: string;
}

describe.each(TEST_ENGINES)("hostile content on %s", (engine) => {
  let server: TestServer;
  let repo: ContentRepo;
  let marketing: StaffClient;
  const load = async (collection: string) => (await marketing.json<Loaded>(`/staff/content/${collection}`)).body;
  const save = (collection: string, data: unknown, version: string) =>
    marketing.json<{ version: string; commit: string } & Errors>(`/staff/content/${collection}`, { method: "PUT", body: { data, version } });
  /** A PUT whose body is written by hand: JSON.stringify itself overflows on data this deep. */
  const saveText = async (collection: string, text: string) => {
    const response = await fetch(`${server.base}/staff/content/${collection}`, {
      method: "PUT",
      headers: { origin: SITE_ORIGIN, "content-type": "application/json", cookie: marketing.cookie },
      body: text,
    });
    return { status: response.status, body: (await response.json()) as Errors };
  };
  const writeJson = (relative: string, value: unknown) => fs.writeFileSync(path.join(repo.dir, relative), `${JSON.stringify(value, null, 2)}\n`);

  beforeAll(async () => {
    repo = makeContentRepo();
    server = await startServer(engine, { siteRepoDir: repo.dir });
    marketing = await staffClient(server, "marketing", "asha@selenova.example");
  });
  afterAll(async () => {
    await server.close();
    repo.remove();
  });

  it("lists a commit whose message carries record separators as one entry, and restores no commit that did not change the file", async () => {
    type Testimonials = { testimonials: { job: string }[] };
    // One save through the console first: the commits after it are listed one by one (those before the
    // console's first save read as one "initial content" entry).
    const first = await load("testimonials");
    const saved = structuredClone(first.data) as Testimonials;
    saved.testimonials[0].job = `${saved.testimonials[0].job} (saved once)`;
    expect((await save("testimonials", saved, first.version)).status).toBe(200);
    const original = repo.readJson<Testimonials>("data/testimonials.json");
    const older = structuredClone(original);
    older.testimonials[0].job = "Head of Growth (older title)";
    writeJson("data/testimonials.json", older);
    repo.commitAll("testimonials: an older job title");
    const awards = repo.readJson<{ awards: { title: string }[] }>("data/awards.json");
    awards.awards[0].title = `${awards.awards[0].title} (renamed)`;
    writeJson("data/awards.json", awards);
    repo.commitAll("awards: a change to another file");
    // At this commit the testimonials still held the older title, but it did not change them.
    const unrelated = repo.git("rev-parse", "HEAD").trim();
    writeJson("data/testimonials.json", original);
    repo.commitAll("testimonials: as before");
    const typo = structuredClone(original);
    typo.testimonials[1].job = `${typo.testimonials[1].job}.`;
    writeJson("data/testimonials.json", typo);
    const forged = `typo\x1e${unrelated}\x1fMallory\x1fmallory@evil.example\x1f2020-01-01T00:00:00+00:00\x1fforged`;
    repo.commitAll(forged);

    const { status, body: history } = await marketing.json<HistoryEntry[]>("/staff/content/testimonials/history");
    expect(status).toBe(200);
    const commits = repo.git("log", "--format=%H", "--", "data/testimonials.json").trim().split("\n");
    // Every commit since the console's save, one entry each, then the one "initial content" entry.
    const sinceSave = commits.indexOf(repo.git("log", "-1", "--format=%H", "--committer=staff-console", "--", "data/testimonials.json").trim());
    expect(history.map((entry) => entry.commit)).toEqual(commits.slice(0, sinceSave + 2));
    expect(history.map((entry) => entry.author)).not.toContain("Mallory");
    expect(history[0]).toMatchObject({ commit: commits[0], message: forged });

    const before = repo.read("data/testimonials.json");
    const count = repo.commitCount();
    for (const commit of [unrelated, unrelated.slice(0, 7)]) {
      const restored = await marketing.json<Errors>("/staff/content/testimonials/restore", { method: "POST", body: { commit } });
      expect([commit, restored.status, restored.body.errors]).toEqual([commit, 422, [{ field: "commit", message: "That version is not in this collection's history" }]]);
    }
    expect(repo.read("data/testimonials.json")).toBe(before);
    expect(repo.commitCount()).toBe(count);
  });

  it("refuses control characters and text-direction overrides in a field (422 naming it), keeps tabs and line breaks", async () => {
    const { data, version } = await load("testimonials");
    const commits = repo.commitCount();
    const bad: [string, string][] = [
      ["\x1e", "U+001E"],
      ["\x1f", "U+001F"],
      ["\x07", "U+0007"],
      ["\x1b[31m", "U+001B"],
      ["\u202e", "U+202E"],
      ["\u2066", "U+2066"],
      ["\x85", "U+0085"],
    ];
    for (const [character, code] of bad) {
      const edited = structuredClone(data);
      (edited.testimonials as Json[])[0].job = `Head${character} of Growth`;
      const { status, body } = await save("testimonials", edited, version);
      expect([code, status, body.errors]).toEqual([code, 422, [{ field: "/testimonials/0/job", message: expect.stringContaining(code) }]]);
    }
    expect(repo.commitCount()).toBe(commits);
    const fine = structuredClone(data);
    (fine.testimonials as Json[])[0].text = "First line,\nsecond line\twith a tab, and Arabic with a mark: مرحبا\u200f!";
    const saved = await save("testimonials", fine, version);
    expect(saved.status).toBe(200);
    expect(repo.readJson<{ testimonials: Json[] }>("data/testimonials.json").testimonials[0].text).toBe((fine.testimonials as Json[])[0].text);
  });

  it("refuses a 3 MB tagline with 422 naming the field and its limit", async () => {
    const { data, version } = await load("site");
    const edited = structuredClone(data);
    (edited.site as Json).tagline = "x".repeat(3 * 1024 * 1024);
    const { status, body } = await save("site", edited, version);
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ field: "/site/tagline", message: `"tagline" should be at most 200 characters long (it has ${3 * 1024 * 1024}). Shorten it.` }]);
  });

  it("answers data nested 5,000 deep or 20,000 entries long with 422 naming the limit, never 500", async () => {
    const { data, version } = await load("testimonials");
    const head = `{"version":${JSON.stringify(version)},"data":{"$schema":${JSON.stringify(data.$schema)},`;
    const deepList = `${"[".repeat(5_000)}"x"${"]".repeat(5_000)}`;
    const deepObject = `${'{"a":'.repeat(5_000)}"x"${"}".repeat(5_000)}`;
    const inList = await saveText("testimonials", `${head}"testimonials":[${deepList}]}}`);
    expect(inList.status).toBe(422);
    expect(inList.body.errors).toEqual([{ field: `/testimonials${"/0".repeat(31)}`, message: expect.stringContaining("at most 32 levels deep") }]);
    const inObject = await saveText("testimonials", `${head}"testimonials":[],"extra":${deepObject}}}`);
    expect(inObject.status).toBe(422);
    expect(inObject.body.errors).toEqual([{ field: `/extra${"/a".repeat(31)}`, message: expect.stringContaining("at most 32 levels deep") }]);

    const long = await save("testimonials", { ...data, testimonials: Array.from({ length: 20_000 }, (_, i) => ({ name: `N${i}` })) }, version);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ field: "/testimonials", message: "A list may hold at most 5000 entries; this one has 20000" }]);

    // 5,000 empty entries are within the bounds: the schema's problems are answered, but only the first 100.
    const empty = await save("testimonials", { ...data, testimonials: Array.from({ length: 5_000 }, () => ({})) }, version);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveLength(101);
    expect(empty.body.errors[100]).toEqual({ field: "", message: expect.stringMatching(/^…and \d+ more problems/) });
  });

  it("saves thousands of new entries (up to the 5,000 a list may hold) with a short commit subject and a bounded body", async () => {
    const { data, version } = await load("awards");
    const image = (data.awards as Json[])[0].image;
    const adding = MAX_ENTRIES - (data.awards as Json[]).length;
    const added = Array.from({ length: adding }, (_, i) => ({ title: `Award number ${i + 1} for orbital excellence in design`, year: 2024, image, imageAlt: `Award number ${i + 1}, a trophy` }));
    const saved = await save("awards", { ...data, awards: [...(data.awards as Json[]), ...added] }, version);
    expect(saved.status).toBe(200);
    const message = repo.git("log", "-1", "--format=%B").trim();
    const [subject, blank, ...body] = message.split("\n");
    expect(subject.length).toBeLessThanOrEqual(72);
    expect(subject).toMatch(/^content\(awards\): add "Award number 1 for/);
    expect(blank).toBe("");
    expect(body).toHaveLength(21);
    expect(body[20]).toBe(`… and ${adding - 20} more`);
    expect(message.length).toBeLessThan(4_000);
  });
});
