/**
 * @jest-environment node
 *
 * Two real API processes on one PostgreSQL database, as behind a load balancer: no post is lost
 * under concurrency, a résumé sent through one is in the store every instance reads, a case-study
 * PDF promised by one is served by the other, and the POST rate limit is one budget for both.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../api/config";
import { openStore, type Store } from "../../api/store";
import { FILES, PERSON, TEST_ENGINES, freshStore, postApplication, postJson } from "./helpers";
import { spawnApi, type ApiProcess } from "./spawn-api";

const onPostgres = TEST_ENGINES.includes("postgres") ? describe : describe.skip;

/** Posts allowed per client per minute: small, so the shared budget is easy to see. */
const RATE_LIMIT = 5;

/** One instance of the API on the shared database. */
const startInstance = (databaseUrl: string): Promise<ApiProcess> =>
  spawnApi({
    DATABASE_URL: databaseUrl,
    API_RATE_LIMIT_MAX: String(RATE_LIMIT),
    // The tests name each client with X-Forwarded-For, as a load balancer would.
    API_TRUST_PROXY: "true",
    API_SEED_TEST_FIXTURES: "1",
    API_LOG_LEVEL: "warn",
  });

/** Every file under a folder with its size and modification time ([] if the folder is absent). */
function snapshot(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file);
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

/** Where the API writes on SQLite: with DATABASE_URL nothing in them may change. */
const LOCAL_DIRS = [path.join(ROOT, "api", ".data"), path.join(ROOT, "api", ".generated")];

const client = (n: number) => ({ "x-forwarded-for": `10.0.${Math.floor(n / 250)}.${n % 250}` });

onPostgres("two API processes on one PostgreSQL database", () => {
  let drop: () => Promise<void>;
  let instances: ApiProcess[];
  let store: Store;
  let localFilesBefore: string[][];

  beforeAll(async () => {
    localFilesBefore = LOCAL_DIRS.map(snapshot);
    const location = await freshStore("postgres");
    drop = location.drop;
    const url = location.databaseUrl ?? "";
    // Started together: the migration lock and the seeding lock must make them agree.
    instances = await Promise.all([startInstance(url), startInstance(url)]);
    store = await openStore({ databaseUrl: url, dbPath: ":memory:" });
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await drop?.();
  });

  it("seeded once although both started on the empty database together", async () => {
    const [a, b] = await Promise.all(
      instances.map(async ({ base }) => ((await (await fetch(`${base}/jobVacancies`)).json()) as { data: unknown[] }).data),
    );
    expect(a).toEqual(b);
    expect(await store.jobs.count()).toBe(a.length);
  });

  it("stores all of 500 concurrent posts spread across both", async () => {
    const clients = 500 / RATE_LIMIT; // each client stays within its budget
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        postJson(
          instances[n % 2].base,
          "/contactus",
          { ...PERSON, message: `Concurrent message ${n}` },
          client(n % clients),
        ),
      ),
    );
    expect(responses.map((res) => res.status).filter((status) => status !== 201)).toEqual([]);
    const messages = (await store.contacts.list()).map((row) => row.message);
    expect(messages).toHaveLength(500);
    expect(new Set(messages).size).toBe(500);
  }, 60_000);

  it("keeps a résumé sent through one where the other reads it, byte for byte", async () => {
    const bytes = Buffer.concat([FILES.pdf, Buffer.from("two-instance résumé")]);
    const res = await postApplication(instances[0].base, { resume: { bytes, name: "cv.pdf" } });
    expect(res.status).toBe(201);
    const [row] = await store.applications.list();
    expect((await store.files.get("resume", row.resumeFile))?.bytes).toEqual(bytes);
    // The other process reads the same store: its blog images come from the same table too.
    const image = await fetch(`${instances[1].base}/blog-images/pre-launch-checklist-new-website.jpg`);
    expect(image.status).toBe(200);
  });

  it("serves from the other the case-study PDF that one promised", async () => {
    const studies = fs.readFileSync(path.join(ROOT, "data", "case-studies.json"), "utf8");
    const { caseStudies } = JSON.parse(studies) as { caseStudies: { pdf: string; title: string }[] };
    const study = caseStudies[0];
    const res = await postJson(
      instances[0].base,
      "/case_study/store",
      { ...PERSON, caseStudyName: study.title, pdf: study.pdf },
      client(900),
    );
    expect(res.status).toBe(201);
    const { fileURL } = (await res.json()) as { fileURL: string };
    const pdf = await fetch(fileURL.replace(instances[0].base, instances[1].base));
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("draws one rate-limit budget for a client across both", async () => {
    const who = client(999);
    const post = (i: number) =>
      postJson(instances[i % 2].base, "/contactus", { ...PERSON, message: `Budget ${i}` }, who);
    const within = [];
    for (let i = 0; i < RATE_LIMIT; i += 1) within.push((await post(i)).status);
    expect(within).toEqual(Array(RATE_LIMIT).fill(201));
    expect((await post(0)).status).toBe(429);
    expect((await post(1)).status).toBe(429);
  });

  it("writes no file on the instances' disk (api/.data, the PDF cache)", () => {
    expect(LOCAL_DIRS.map(snapshot)).toEqual(localFilesBefore);
  });
});
