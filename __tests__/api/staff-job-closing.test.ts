/** @jest-environment node */
/**
 * Closing dates on jobs (issue 29), on both engines, with the servers' clock moved by the test: a past date
 * closes the job as it is saved; a job is listed to visitors to 23:59:59.999 IST of its closing day and not
 * from midnight, with no one acting; a running instance then closes it and logs it once, however many
 * instances share the database.
 */
import type { FastifyInstance } from "fastify";
import { buildServer } from "../../api/server";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { JOB, staffClient, type Errors, type Job, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

interface ClosingJob extends Job {
  closesAt: string | null;
}
interface AuditEntry {
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  detail: string;
}

/** The fields the spec gives a vacancy, and nothing else. */
const VACANCY_FIELDS = ["id", "job_title", "location", "experience", "job_details", "job_html", "job_types"].sort();

/** An instant written in India Standard Time. */
const ist = (local: string) => new Date(`${local}+05:30`);
/** The public list's answers are shared for a second; a moved clock shows after that. */
const pastAnswerCache = () => new Promise((resolve) => setTimeout(resolve, 1_100));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(TEST_ENGINES)("job closing dates on %s", (engine) => {
  let clock = ist("2026-03-10T12:00:00.000");
  let server: TestServer;
  let hr: StaffClient;
  let admin: StaffClient;
  let titles = 0;

  const vacancies = async () =>
    ((await (await fetch(`${server.base}/jobVacancies`)).json()) as { data: Record<string, unknown>[] }).data;
  const openTitles = async () => (await vacancies()).map((job) => String(job.job_title));
  const create = async (extra: Record<string, unknown>) => {
    titles += 1;
    return hr.json<ClosingJob>("/staff/jobs", { method: "POST", body: { ...JOB, job_title: `Closing Test ${titles}`, ...extra } });
  };
  const put = (job: ClosingJob, extra: Record<string, unknown>) =>
    hr.json<ClosingJob>(`/staff/jobs/${job.id}`, { method: "PUT", body: { ...JOB, job_title: job.job_title, version: job.version, ...extra } });

  beforeAll(async () => {
    // This instance never closes jobs itself: what it shows comes from the query alone.
    server = await startServer(engine, { now: () => clock, jobClosingEveryMs: null });
    hr = await staffClient(server, "hr");
    admin = await staffClient(server, "admin");
  });
  afterAll(() => server.close());
  beforeEach(() => {
    clock = ist("2026-03-10T12:00:00.000");
  });

  it("saves a past closing date and closes the job at once, on create and on edit", async () => {
    const created = await create({ closesAt: "2026-03-09", status: "open" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "closed", closesAt: "2026-03-09", version: 1 });

    const open = await create({ closesAt: null });
    expect(open.body).toMatchObject({ status: "open", closesAt: null });
    expect(await openTitles()).toContain(open.body.job_title);
    const edited = await put(open.body, { closesAt: "2026-01-31", status: "open" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: "closed", closesAt: "2026-01-31", version: 2 });
    expect(await openTitles()).not.toContain(created.body.job_title);
    expect(await openTitles()).not.toContain(open.body.job_title);

    // Reopening needs a closing date that has not passed.
    const stillPast = await put(edited.body, { status: "open" });
    expect(stillPast.body).toMatchObject({ status: "closed", closesAt: "2026-01-31" });
    const reopened = await put(stillPast.body, { status: "open", closesAt: "2026-03-10" });
    expect(reopened.body).toMatchObject({ status: "open", closesAt: "2026-03-10" });
    expect(await openTitles()).toContain(open.body.job_title);
  });

  it("lists a job to the last millisecond of its closing day in IST and not from midnight, with no one acting", async () => {
    const today = (await create({ closesAt: "2026-03-10" })).body;
    const tomorrow = (await create({ closesAt: "2026-03-11" })).body;
    expect([today.status, tomorrow.status]).toEqual(["open", "open"]);

    clock = ist("2026-03-10T23:59:59.999");
    await pastAnswerCache();
    expect(await openTitles()).toEqual(expect.arrayContaining([today.job_title, tomorrow.job_title]));
    // Saved in the last millisecond, it is still open.
    const resaved = await put(today, {});
    expect(resaved.body).toMatchObject({ status: "open", closesAt: "2026-03-10" });

    clock = ist("2026-03-11T00:00:00.000");
    await pastAnswerCache();
    const listed = await openTitles();
    expect(listed).not.toContain(today.job_title);
    expect(listed).toContain(tomorrow.job_title);

    clock = ist("2026-03-12T00:00:00.000");
    await pastAnswerCache();
    expect(await openTitles()).not.toContain(tomorrow.job_title);
  });

  it("keeps the stored date when a save leaves closesAt out, and clears it with null or an empty value", async () => {
    const job = (await create({ closesAt: "2026-04-30" })).body;
    const kept = await put(job, { job_title: job.job_title });
    expect(kept.body).toMatchObject({ closesAt: "2026-04-30", version: 2 });
    const cleared = await put(kept.body, { closesAt: null });
    expect(cleared.body).toMatchObject({ closesAt: null, status: "open" });
    const set = await put(cleared.body, { closesAt: "2026-05-01" });
    expect(set.body.closesAt).toBe("2026-05-01");
    expect((await put(set.body, { closesAt: "" })).body.closesAt).toBeNull();
  });

  it.each([
    ["2026-02-30"],
    ["2026-3-1"],
    ["10/03/2026"],
    ["2026-03-10T00:00:00Z"],
    [" 2026-03-10"],
    ["1999-12-31"],
    [20260310],
    [true],
    [["2026-03-10"]],
  ])("refuses the closing date %j with 422 under closesAt, storing nothing", async (closesAt) => {
    const before = await server.count("jobs");
    const refused = await create({ closesAt });
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as Errors).errors).toEqual([{ field: "closesAt", message: "Must be a date such as 2026-01-31" }]);
    expect(await server.count("jobs")).toBe(before);

    const job = (await create({ closesAt: "2026-06-30" })).body;
    const edit = await put(job, { closesAt });
    expect(edit.status).toBe(422);
    expect((await hr.json<ClosingJob>(`/staff/jobs/${job.id}`)).body).toMatchObject({ closesAt: "2026-06-30", version: 1 });
  });

  it("keeps the public payload to the spec's vacancy fields, closing dates or not", async () => {
    await create({ closesAt: "2026-12-31" });
    const data = await vacancies();
    expect(data.length).toBeGreaterThan(0);
    for (const job of data) expect(Object.keys(job).sort()).toEqual(VACANCY_FIELDS);
  });

  it("closes a job by itself once its day has ended, like closing it by hand, logged once with two instances sharing the database", async () => {
    const job = (await create({ closesAt: "2026-03-10" })).body;
    const instances: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        instances.push(await buildServer({ ...server.options, now: () => clock, jobClosingEveryMs: 40 }));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await hr.json<ClosingJob>(`/staff/jobs/${job.id}`)).body).toMatchObject({ status: "open", version: 1 });

      clock = ist("2026-03-11T00:00:00.000");
      const closed = await until(
        async () => (await hr.json<ClosingJob>(`/staff/jobs/${job.id}`)).body,
        (record) => record.status === "closed",
      );
      expect(closed).toMatchObject({ status: "closed", closesAt: "2026-03-10", version: 2 });
      const inClosedList = await hr.json<{ items: ClosingJob[] }>(`/staff/jobs?status=closed&q=${encodeURIComponent(job.job_title)}`);
      expect(inClosedList.body.items.map((j) => j.id)).toEqual([job.id]);

      // Both instances kept looking for a while; the job was closed, and logged, once.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const { body } = await admin.json<{ items: AuditEntry[] }>("/staff/audit");
      const entries = body.items.filter((entry) => entry.entity === "job" && entry.entityId === String(job.id) && entry.action === "update");
      expect(entries).toEqual([
        { ...entries[0], actorEmail: null, detail: `${job.job_title} (closed): closed by its closing date, 2026-03-10` },
      ]);
      expect((await hr.json<ClosingJob>(`/staff/jobs/${job.id}`)).body.version).toBe(2);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});
