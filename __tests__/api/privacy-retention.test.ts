/** @jest-environment node */
/**
 * Retention (issue 25): the notice version on each lead, the erasure date staff see (last change + the
 * kind's days + HR's one-time extension), and the sweep at a given day, in the API (once per day across
 * instances) and as a function.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sweep } from "../../api/privacy/sweep";
import { buildServer } from "../../api/server";
import { allVersions, siteDay, versionInForce, type NoticeVersions } from "../../shared/notice-version";
import type { RetentionDays } from "../../shared/retention";
import { APPLICANT, PERSON, TEST_ENGINES, postApplication, postJson, startServer, sleep, type TestServer } from "./helpers";
import { staffClient, type StaffClient, type Errors } from "./staff-helpers";

jest.setTimeout(120_000);

const RETENTION: RetentionDays = { enquiries: 800, downloads: 365, applications: 400 };
const STUDY = { caseStudyName: "orbit-fixture-study", pdf: "orbit-fixture" };

interface Lead {
  id: number;
  createdAt: string;
  changedAt: string;
  erasureDate: string;
  noticeVersion: string | null;
  keptLongerDays: number | null;
  keptLongerReason: string | null;
  keptLongerBy: string | null;
  version: number;
}

const NOTICE = (JSON.parse(readFileSync(path.join(__dirname, "../../data/privacy.json"), "utf8")) as { privacy: NoticeVersions }).privacy;
const NOTICE_IN_FORCE = versionInForce(allVersions(NOTICE), siteDay(new Date()))?.version ?? null;

const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_ENGINES)("retention on %s", (engine) => {
  let server: TestServer;
  let admin: StaffClient;
  let hr: StaffClient;
  beforeAll(async () => {
    server = await startServer(engine, { retention: RETENTION, privacySweepEveryMs: null });
    admin = await staffClient(server, "admin");
    hr = await staffClient(server, "hr");
  });
  afterAll(() => server.close());

  it("stores the notice version each form names in its header, and the one in force when it names none", async () => {
    // data/privacy.json's versions: the shown one, and the one in force today (issue 28; more in notice-version.test.ts).
    const header = { "Notice-Version": NOTICE.version };
    expect((await postJson(server.base, "/contactus", { ...PERSON, message: "v" }, header)).status).toBe(201);
    expect((await postJson(server.base, "/contactus", { ...PERSON, message: "old client" })).status).toBe(201);
    expect((await postJson(server.base, "/case_study/store", { ...PERSON, ...STUDY }, header)).status).toBe(201);
    expect((await postApplication(server.base, { fields: APPLICANT, headers: header })).status).toBe(201);

    const enquiries = (await admin.json<{ items: Lead[] }>("/staff/enquiries")).body.items;
    expect(enquiries.map((lead) => lead.noticeVersion)).toEqual([NOTICE_IN_FORCE, NOTICE.version]);
    expect((await admin.json<{ items: Lead[] }>("/staff/downloads")).body.items[0].noticeVersion).toBe(NOTICE.version);
    expect((await admin.json<{ items: Lead[] }>("/staff/applications")).body.items[0].noticeVersion).toBe(NOTICE.version);
    expect(await server.count("job_applications")).toBe(1);
  });

  it("dates each lead's erasure from its last change and its kind's retention; a staff change moves it", async () => {
    const [enquiry] = (await admin.json<{ items: Lead[] }>("/staff/enquiries")).body.items;
    expect(enquiry.changedAt).toBe(enquiry.createdAt);
    expect(enquiry.erasureDate).toBe(plusDays(enquiry.createdAt, RETENTION.enquiries));
    const [download] = (await admin.json<{ items: Lead[] }>("/staff/downloads")).body.items;
    expect(download.erasureDate).toBe(plusDays(download.createdAt, RETENTION.downloads));
    await server.exec(`UPDATE contacts SET created_at = '2025-01-15T10:00:00.000Z' WHERE id = ${enquiry.id}`);
    expect((await admin.json<Lead>(`/staff/enquiries/${enquiry.id}`)).body.erasureDate).toBe(plusDays("2025-01-15T10:00:00.000Z", 800));
    const changed = await admin.json<Lead>(`/staff/enquiries/${enquiry.id}`, { method: "PATCH", body: { status: "in-progress", version: enquiry.version } });
    expect(changed.body.changedAt > "2026-01-01").toBe(true);
    expect(changed.body.erasureDate).toBe(plusDays(changed.body.changedAt, RETENTION.enquiries));
    const csv = await (await admin.call("/staff/enquiries.csv")).text();
    expect(csv.split("\r\n")[0]).toContain("erasureDate");
    expect(csv).toContain(changed.body.erasureDate);
  });

  it("lets HR keep an application longer once, by 1-365 days with a reason, audited", async () => {
    const [application] = (await hr.json<{ items: Lead[] }>("/staff/applications")).body.items;
    const route = `/staff/applications/${application.id}/retention`;
    const signedOut = await fetch(`${server.base}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(signedOut.status).toBe(401);
    for (const role of ["sales", "marketing"] as const) {
      const client = await staffClient(server, role);
      expect((await client.call(route, { method: "POST", body: { days: 30, reason: "r" } })).status).toBe(403);
    }
    for (const body of [{ days: 0, reason: "r" }, { days: 366, reason: "r" }, { days: "30", reason: "r" }, { days: 1.5, reason: "r" }]) {
      const res = await hr.json<Errors>(route, { method: "POST", body });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toEqual({ field: "days", message: "Enter a whole number of days from 1 to 365" });
    }
    const noReason = await hr.json<Errors>(route, { method: "POST", body: { days: 30, reason: "  " } });
    expect(noReason.body.errors).toEqual([{ field: "reason", message: "Enter the reason to keep it longer" }]);
    expect((await hr.call("/staff/applications/9999/retention", { method: "POST", body: { days: 30, reason: "r" } })).status).toBe(404);

    const kept = await hr.json<Lead>(route, { method: "POST", body: { days: 90, reason: "Shortlisted for the spring opening" } });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ keptLongerDays: 90, keptLongerReason: "Shortlisted for the spring opening", keptLongerBy: "hr@selenova.example" });
    expect(kept.body.erasureDate).toBe(plusDays(application.changedAt, RETENTION.applications + 90));
    const again = await hr.json<{ message: string }>(route, { method: "POST", body: { days: 10, reason: "More" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This application has already been kept longer once.");
    const [entry] = await server.rows<{ actor_email: string; detail: string }>("SELECT actor_email, detail FROM audit_log WHERE action = 'retention'");
    expect(entry).toEqual({ actor_email: "hr@selenova.example", detail: "kept 90 days longer: Shortlisted for the spring opening" });
  });
});

describe.each(TEST_ENGINES)("the privacy sweep on %s", (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(engine, { retention: RETENTION, privacySweepEveryMs: null });
  });
  afterEach(() => server.close());

  /** Three leads of each kind, made on 2025-01-10 (one kept 30 days longer), and a recent one. */
  async function oldLeads() {
    for (let i = 0; i < 2; i += 1) {
      expect((await postJson(server.base, "/contactus", { ...PERSON, message: `old ${i}` })).status).toBe(201);
      expect((await postJson(server.base, "/case_study/store", { ...PERSON, ...STUDY })).status).toBe(201);
      expect((await postApplication(server.base)).status).toBe(201);
    }
    for (const table of ["contacts", "case_study_downloads", "job_applications"]) {
      await server.exec(`UPDATE ${table} SET created_at = '2025-01-10T08:00:00.000Z'`);
    }
    await server.exec("UPDATE job_applications SET kept_longer_days = 30 WHERE id = (SELECT max(id) FROM job_applications)");
    expect((await postJson(server.base, "/contactus", { ...PERSON, message: "recent" })).status).toBe(201);
  }
  const live = async (table: string) => server.count(`${table} WHERE erased_at IS NULL`);

  it("erases each lead whose erasure date is before the given day, and no other", async () => {
    await oldLeads();
    // Downloads: 2025-01-10 + 365 = 2026-01-10; applications + 400 = 2026-02-14 (+30 for the kept one).
    expect((await sweep(server.db, RETENTION, "2026-01-10", "test")).erased).toEqual({ enquiries: 0, applications: 0, downloads: 0 });
    expect((await sweep(server.db, RETENTION, "2026-01-11", "test")).erased).toEqual({ enquiries: 0, applications: 0, downloads: 2 });
    expect((await sweep(server.db, RETENTION, "2026-02-15", "test")).erased).toEqual({ enquiries: 0, applications: 1, downloads: 0 });
    expect((await sweep(server.db, RETENTION, "2026-03-17", "test")).erased).toEqual({ enquiries: 0, applications: 1, downloads: 0 });
    // Enquiries: + 800 = 2027-03-21.
    expect((await sweep(server.db, RETENTION, "2027-03-22", "test")).erased).toEqual({ enquiries: 2, applications: 0, downloads: 0 });
    expect(await live("contacts")).toBe(1);
    expect(await live("case_study_downloads")).toBe(0);
    expect(await server.files("resume")).toEqual([]);
    expect(await server.count("notification_outbox WHERE kind IN ('enquiry', 'application', 'download')")).toBe(1);
    const entries = await server.rows<{ actor_email: string | null; detail: string }>("SELECT actor_email, detail FROM audit_log WHERE action = 'erase'");
    expect(entries).toHaveLength(6);
    expect(entries.every((entry) => entry.actor_email === null && entry.detail === "reason: retention; by: test")).toBe(true);
  });

  it("deletes privacy requests left unconfirmed for 7 days", async () => {
    expect((await postJson(server.base, "/privacy-requests", { email: "old@moon.example", type: "access" })).status).toBe(202);
    expect((await postJson(server.base, "/privacy-requests", { email: "new@moon.example", type: "access" })).status).toBe(202);
    await server.exec("UPDATE privacy_requests SET created_at = '2026-01-01T10:00:00.000Z' WHERE email = 'old@moon.example'");
    expect((await sweep(server.db, RETENTION, "2026-01-08", "test")).unconfirmedRequests).toBe(0);
    expect((await sweep(server.db, RETENTION, "2026-01-09", "test")).unconfirmedRequests).toBe(1);
    expect((await server.rows<{ email: string }>("SELECT email FROM privacy_requests")).map((row) => row.email)).toEqual(["new@moon.example"]);
    expect(await server.count("notification_outbox WHERE kind = 'privacy-confirm'")).toBe(1);
  });

  it("runs in the API once a day, on one instance of several sharing the database", async () => {
    await oldLeads();
    // Enquiries made 10 days ago (so not due whatever the day the test runs).
    await server.exec(`UPDATE contacts SET created_at = '${new Date(Date.now() - 10 * 86_400_000).toISOString()}'`);
    const options = { ...server.options, retention: RETENTION, privacySweepEveryMs: 40 };
    const [first, second] = [await buildServer(options), await buildServer(options)];
    try {
      await first.listen({ host: "127.0.0.1", port: 0 });
      await second.listen({ host: "127.0.0.1", port: 0 });
      expect((first.server.address() as AddressInfo).port).toBeGreaterThan(0);
      const deadline = Date.now() + 15_000;
      while ((await server.count("privacy_sweeps WHERE finished_at IS NOT NULL")) === 0 && Date.now() < deadline) await sleep(25);
      await sleep(300); // more ticks of both
    } finally {
      await first.close();
      await second.close();
    }
    const sweeps = await server.rows<{ day: string; summary: string }>("SELECT day, summary FROM privacy_sweeps");
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0].day).toBe(new Date().toISOString().slice(0, 10));
    // Today is past the old downloads' and applications' erasure dates, not the enquiries'.
    expect(JSON.parse(sweeps[0].summary).erased).toEqual({ enquiries: 0, applications: 2, downloads: 2 });
    expect(await server.count("audit_log WHERE action = 'erase'")).toBe(4);
    expect(await live("contacts")).toBe(3);
  });
});
