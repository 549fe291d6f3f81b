/** @jest-environment node */
/**
 * History in words (issue 28 §7): each entry of a collection's history says what it changed (entry by
 * title, field by schema title, old → new); the content as first set up reads as initial content; a restore
 * first shows what it would change, names the version it brought back, and two restores read differently.
 */
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { SEED_AUTHOR, makeContentRepo, type ContentRepo } from "./content-repo";
import { staffClient, type Errors, type StaffClient } from "./staff-helpers";
import type { HistoryItem, RestoreComparison } from "../../shared/content-changes";

jest.setTimeout(120_000);

type Json = Record<string, unknown>;

describe.each(TEST_ENGINES)("content history in words on %s", (engine) => {
  let server: TestServer;
  let repo: ContentRepo;
  let asha: StaffClient;
  let ravi: StaffClient;
  const load = async () => (await asha.json<{ data: Json; version: string }>("/staff/content/case-studies")).body;
  const history = async () => (await asha.json<HistoryItem[]>("/staff/content/case-studies/history")).body;

  beforeAll(async () => {
    repo = makeContentRepo();
    server = await startServer(engine, { siteRepoDir: repo.dir });
    asha = await staffClient(server, "marketing", "asha@selenova.example");
    ravi = await staffClient(server, "marketing", "ravi.menon@selenova.example");
  });
  afterAll(async () => {
    await server.close();
    repo.remove();
  });

  it("reads the seed as initial content, and each save as its entries and fields, old → new", async () => {
    const seeded = await history();
    expect(seeded).toEqual([expect.objectContaining({ initial: true, changes: null, restored: null, author: SEED_AUTHOR.name })]);

    const { data, version } = await load();
    const studies = data.caseStudies as Json[];
    const [first, second] = [String(studies[0].title), String(studies[1].title)];
    studies[0].title = `${first}, relaunched`;
    (studies[0].counter as Json[]).push({ value: "12M", desc: "Meals planned" });
    const saved = await asha.json<{ version: string }>("/staff/content/case-studies", { method: "PUT", body: { data, version } });
    expect(saved.status).toBe(200);
    studies[1].subtitle = "A new subtitle";
    await ravi.json("/staff/content/case-studies", { method: "PUT", body: { data, version: saved.body.version } });

    const items = await history();
    expect(items.map((item) => [item.author, item.initial])).toEqual([
      ["Ravi Menon", false],
      ["Asha", false],
      [SEED_AUTHOR.name, true],
    ]);
    expect(items[1].changes).toEqual({
      entries: [
        {
          entry: `Case study “${first}, relaunched”`,
          kind: "changed",
          fields: [
            { field: "Title", from: first, to: `${first}, relaunched` },
            { field: "Results", summary: "1 added" },
          ],
        },
      ],
      reordered: false,
    });
    expect(items[0].changes?.entries).toEqual([
      { entry: `Case study “${second}”`, kind: "changed", fields: [{ field: "Subtitle", from: expect.any(String), to: "A new subtitle" }] },
    ]);
  });

  it("shows what a restore would change first, and restores only the version that was shown", async () => {
    const items = await history();
    const seed = items[2];
    const { status, body } = await asha.json<RestoreComparison>(`/staff/content/case-studies/compare?commit=${seed.commit}`);
    expect(status).toBe(200);
    expect(body.restoring).toEqual({ author: SEED_AUTHOR.name, authorEmail: SEED_AUTHOR.email, date: seed.date });
    // Both case studies go back: the confirmation names each, so restoring drops nothing silently.
    expect(body.changes?.entries.map((entry) => entry.entry)).toEqual([expect.stringMatching(/^Case study “/), expect.stringMatching(/^Case study “/)]);
    expect(body.changes?.entries[0].fields).toContainEqual({ field: "Results", summary: "1 removed" });

    const bad = await asha.json<Errors>("/staff/content/case-studies/compare?commit=not-a-commit");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: "commit", message: "Choose a version from the history" }]);

    const stale = await asha.call("/staff/content/case-studies/restore", { method: "POST", body: { commit: seed.commit, version: "0".repeat(40) } });
    expect(stale.status).toBe(409);
    const restored = await asha.json("/staff/content/case-studies/restore", { method: "POST", body: { commit: seed.commit, version: body.version } });
    expect(restored.status).toBe(200);
    expect(repo.git("log", "-1", "--format=%s").trim()).toMatch(new RegExp(`^content\\(case-studies\\): restore the version of \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d\\d [ap]m IST by ${SEED_AUTHOR.name}$`));
  });

  it("names the version each restore brought back, so two restores read differently", async () => {
    const before = await history();
    const ashaSave = before.find((item) => item.author === "Asha" && !item.restored)!;
    const restored = await asha.json("/staff/content/case-studies/restore", { method: "POST", body: { commit: ashaSave.commit } });
    expect(restored.status).toBe(200);
    const [second, first] = await history();
    expect(first.restored).toEqual({ author: SEED_AUTHOR.name, authorEmail: SEED_AUTHOR.email, date: expect.any(String) });
    expect(second.restored).toEqual({ author: "Asha", authorEmail: "asha@selenova.example", date: ashaSave.date });
    expect(JSON.stringify(first.changes)).not.toBe(JSON.stringify(second.changes));
    expect(second.changes?.entries.map((entry) => entry.entry)).toEqual([expect.stringContaining(", relaunched")]);
  });
});
