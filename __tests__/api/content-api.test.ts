/** @jest-environment node */
/** The content API (issue 24): who may use it, reading collections, and saves (bytes, commit, 422, 409). */
import fs from "node:fs";
import path from "node:path";
import { SITE_ORIGIN, TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { SEED_AUTHOR, makeContentRepo, type ContentRepo } from "./content-repo";
import { staffClient, staffFetch, type Errors, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

type Json = Record<string, unknown>;
interface Loaded {
  data: Json;
  version: string;
  schema: Json;
}
interface Saved {
  version: string;
  commit: string;
}
const DATA_FILES = fs.readdirSync(path.resolve(__dirname, "../../data")).filter((name) => name.endsWith(".json"));
const clone = <T,>(value: T): T => structuredClone(value);

describe.each(TEST_ENGINES)("content API on %s", (engine) => {
  let server: TestServer;
  let repo: ContentRepo;
  let marketing: StaffClient;
  let admin: StaffClient;
  let hr: StaffClient;
  let sales: StaffClient;
  const load = async (collection: string) => (await marketing.json<Loaded>(`/staff/content/${collection}`)).body;
  const save = (collection: string, data: unknown, version: string, who: StaffClient = marketing) =>
    who.json<Saved & Errors & { message: string }>(`/staff/content/${collection}`, { method: "PUT", body: { data, version } });

  beforeAll(async () => {
    repo = makeContentRepo();
    server = await startServer(engine, { siteRepoDir: repo.dir });
    marketing = await staffClient(server, "marketing", "priya.sharma@selenova.example");
    admin = await staffClient(server, "admin");
    hr = await staffClient(server, "hr");
    sales = await staffClient(server, "sales");
  });
  afterAll(async () => {
    await server.close();
    repo.remove();
  });

  it("lets admin and marketing use every route, refuses hr and sales (403) and anyone signed out (401)", async () => {
    const { version } = await load("awards");
    const routes: [string, string, unknown?][] = [
      ["GET", "/staff/content"],
      ["GET", "/staff/content/awards"],
      ["PUT", "/staff/content/awards", { data: repo.readJson("data/awards.json"), version }],
      ["GET", "/staff/content/awards/history"],
      ["POST", "/staff/content/awards/restore", { commit: "0000000" }],
      ["GET", "/staff/content/images"],
      ["GET", "/staff/content/images/thumbnail?path=images/awards/iconic-brand-2022.png"],
    ];
    for (const [method, route, body] of routes) {
      for (const who of [admin, marketing]) {
        const status = (await who.call(route, { method, body })).status;
        expect([route, status]).toEqual([route, route.endsWith("restore") ? 422 : 200]);
      }
      for (const who of [hr, sales]) expect([route, (await who.call(route, { method, body })).status]).toEqual([route, 403]);
      expect([route, (await staffFetch(server, route, { method, body })).status]).toEqual([route, 401]);
    }
    const form = new FormData();
    form.append("collection", "awards");
    for (const who of [hr, sales]) expect((await who.call("/staff/content/images", { method: "POST", body: form })).status).toBe(403);
    expect((await staffFetch(server, "/staff/content/images", { method: "POST", body: form })).status).toBe(401);
    const foreign = await marketing.call("/staff/content/awards", { method: "PUT", body: { data: {}, version }, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(repo.commitCount()).toBe(1);
  });

  it("lists every data file by title with its entries and last change", async () => {
    const { status, body } = await marketing.json<Json[]>("/staff/content");
    expect(status).toBe(200);
    expect(body.map((c) => `${String(c.collection)}.json`).sort()).toEqual([...DATA_FILES].sort());
    const byName = Object.fromEntries(body.map((c) => [c.collection, c]));
    expect(byName["case-studies"]).toMatchObject({
      title: "Case studies",
      file: "data/case-studies.json",
      entries: (repo.readJson("data/case-studies.json").caseStudies as unknown[]).length,
      changedBy: SEED_AUTHOR.name,
    });
    expect(byName.site).toMatchObject({ title: "Site facts", entries: 1 });
    expect(byName["home-slides"].title).toBe("Home slides");
    expect(Number.isNaN(Date.parse(String(byName.awards.changedAt)))).toBe(false);
  });

  it("answers a collection's data, version and schema; unknown names and paths are 404", async () => {
    const { status, body } = await marketing.json<Loaded>("/staff/content/services");
    expect(status).toBe(200);
    expect(body.data).toEqual(repo.readJson("data/services.json"));
    expect(body.schema).toEqual(repo.readJson("data/schemas/services.schema.json"));
    expect(body.version).toBe(repo.git("hash-object", "data/services.json").trim());
    for (const name of ["nope", "..%2Fpackage", "schemas%2Fawards.schema", "awards.json", "..%2F..%2Fetc%2Fpasswd"]) {
      expect([name, (await marketing.call(`/staff/content/${name}`)).status]).toEqual([name, 404]);
    }
  });

  it("saves a change as one commit by the staff member, writing the file as the repository keeps it", async () => {
    const before = repo.read("data/case-studies.json");
    const { data, version } = await load("case-studies");
    const unchanged = await save("case-studies", data, version);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.version).toBe(version);
    expect(repo.read("data/case-studies.json")).toBe(before);
    const commits = repo.commitCount();

    const edited = clone(data);
    const entry = (edited.caseStudies as Json[])[3];
    entry.title = "Orbit Foods";
    (entry.counter as Json[]).push({ value: "12M", desc: "Meals planned" });
    // The form may send an entry's fields in any order: the file keeps the schema's.
    (edited.caseStudies as Json[])[3] = Object.fromEntries(Object.entries(entry).reverse());
    const saved = await save("case-studies", edited, version);
    expect(saved.status).toBe(200);
    expect(repo.commitCount()).toBe(commits + 1);
    expect(saved.body.commit).toBe(repo.git("rev-parse", "HEAD").trim());
    expect(saved.body.version).toBe(repo.git("hash-object", "data/case-studies.json").trim());

    const expected = JSON.parse(before) as Json;
    Object.assign((expected.caseStudies as Json[])[3], { title: "Orbit Foods" });
    ((expected.caseStudies as Json[])[3].counter as Json[]).push({ value: "12M", desc: "Meals planned" });
    expect(repo.read("data/case-studies.json")).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    expect(repo.git("log", "-1", "--format=%an <%ae>|%cn|%s").trim()).toBe(
      'Priya Sharma <priya.sharma@selenova.example>|Selenova staff console|content(case-studies): "Orbit Foods" title, counter',
    );
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim()).toBe("data/case-studies.json");
    expect(repo.git("status", "--porcelain").trim()).toBe("");
    const logged = await server.rows<{ action: string; detail: string }>("SELECT action, detail FROM audit_log WHERE entity = 'content'");
    expect(logged).toEqual([expect.objectContaining({ action: "update", detail: expect.stringContaining('"Orbit Foods" title') })]);
  });

  it("refuses a save the schema refuses, naming the field by JSON Pointer, and writes nothing", async () => {
    const { data, version } = await load("case-studies");
    const broken = clone(data);
    delete (broken.caseStudies as Json[])[3].title;
    ((broken.caseStudies as Json[])[5].counter as Json[])[0].value = "lots";
    const commits = repo.commitCount();
    const before = repo.read("data/case-studies.json");
    const { status, body } = await save("case-studies", broken, version);
    expect(status).toBe(422);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "/caseStudies/3/title", message: expect.stringMatching(/"title" is missing/) },
        { field: "/caseStudies/5/counter/0/value", message: expect.stringMatching(/^"counter\[0\]\.value" should match/) },
      ]),
    );
    expect(repo.read("data/case-studies.json")).toBe(before);
    expect(repo.commitCount()).toBe(commits);
  });

  it("refuses what only the cross-file checks catch: a repeated slug, a missing image, a logo without its industry", async () => {
    const services = await load("services");
    const dup = clone(services.data);
    (dup.services as Json[])[1].slug = (dup.services as Json[])[0].slug;
    const slug = await save("services", dup, services.version);
    expect(slug.status).toBe(422);
    expect(slug.body.errors).toEqual([{ field: "/services/1/slug", message: expect.stringMatching(/^"slug" repeats the value/) }]);

    const studies = await load("case-studies");
    const missing = clone(studies.data);
    (missing.caseStudies as Json[])[0].HeroBg = "images/nowhere/missing.jpg";
    expect((await save("case-studies", missing, studies.version)).body.errors).toEqual([
      { field: "/caseStudies/0/HeroBg", message: expect.stringMatching(/"HeroBg" names "images\/nowhere\/missing\.jpg", which is not a file/) },
    ]);

    const clients = await load("clients");
    const logos = clone(clients.data);
    const logo = ((logos.clients as Json).logos as Json[])[0];
    logo.logo = "images/awards/iconic-brand-2022.png";
    expect((await save("clients", logos, clients.version)).body.errors).toEqual([
      { field: "/clients/logos/0/logo", message: expect.stringMatching(/"logo" path .* names no industry/) },
    ]);
  });

  it("sanitises the headlines the site renders as HTML", async () => {
    const { data, version } = await load("services");
    const edited = clone(data);
    (edited.services as Json[])[0].title = 'Digital <span onclick="steal()">Marketing</span><script>alert(1)</script><img src=x onerror=alert(1)>';
    expect((await save("services", edited, version)).status).toBe(200);
    expect((repo.readJson("data/services.json").services as Json[])[0].title).toBe("Digital <span>Marketing</span>");
  });

  it("refuses a stale save with 409 naming who changed the file, from the console or a commit outside it", async () => {
    const opened = await load("awards");
    const first = clone(opened.data);
    (first.awards as Json[])[0].title = "Best Crew 2026";
    const [a, b] = await Promise.all([save("awards", first, opened.version, admin), save("awards", { ...first, awards: [...(first.awards as Json[])].reverse() }, opened.version)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);

    const current = await load("awards");
    const file = path.join(repo.dir, "data/awards.json");
    fs.writeFileSync(file, repo.read("data/awards.json").replace("Best Crew 2026", "Best Crew of 2026"));
    repo.commitAll("awards: by hand", { name: "Kiran Rao", email: "kiran@selenova.example" });
    const stale = await save("awards", current.data, current.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This file was changed by Kiran Rao \(kiran@selenova\.example\) on .+\. Reload it to see their changes\.$/);
    expect(stale.body).toMatchObject({ changedBy: "Kiran Rao", changedByEmail: "kiran@selenova.example" });
  });

  it("refuses a body without data or version; the console's origin may call with credentials", async () => {
    const { status, body } = await marketing.json<Errors>("/staff/content/awards", { method: "PUT", body: { data: [] } });
    expect(status).toBe(422);
    expect(body.errors.map((e) => e.field)).toEqual(["data", "version"]);
    const preflight = await fetch(`${server.base}/staff/content/awards`, {
      method: "OPTIONS",
      headers: { origin: SITE_ORIGIN, "access-control-request-method": "PUT" },
    });
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
  });
});
