/**
 * @jest-environment node
 *
 * Each lead's email notification as staff see it (issue 17): its state on the lead (sent at, waiting
 * with the reason of the last failure, failed, not configured), and "send again" for admins only,
 * on both store engines, against a real SMTP server on loopback.
 */
import { tables } from "../../api/store";
import { startMailServer, type TestMailServer } from "./notify/mail-server";
import { APPLICANT, FILES, PERSON, TEST_ENGINES, postApplication, postJson, sleep, startServer, type TestServer } from "./helpers";
import { HR, SALES, STUDY, settingsFor, until } from "./notify/lead-mail";
import { staffClient, staffFetch, type StaffClient } from "./staff-helpers";

jest.setTimeout(60_000);

interface Notification {
  state: "waiting" | "sent" | "failed" | "not_configured";
  attempts: number;
  queuedAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}
interface Lead {
  id: number;
  firstName: string;
  notification: Notification | null;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(TEST_ENGINES)("lead notifications in the staff API on %s", (engine) => {
  let smtp: TestMailServer;
  let server: TestServer;
  let admin: StaffClient;
  let sales: StaffClient;
  /** Added to the worker's clock, to bring retries due without waiting minutes. */
  let clockOffset = 0;

  beforeEach(async () => {
    clockOffset = 0;
    smtp = await startMailServer();
    server = await startServer(engine, { notify: settingsFor(smtp.url), notifyWorker: { now: () => Date.now() + clockOffset, pollMs: 50 } });
    admin = await staffClient(server, "admin");
    sales = await staffClient(server, "sales");
  });
  afterEach(async () => {
    await server?.close();
    await smtp?.close();
  });

  const enquiry = async (firstName: string): Promise<number> => {
    expect((await postJson(server.base, "/contactus", { ...PERSON, firstName, message: `Hello from ${firstName}` })).status).toBe(201);
    const rows = await server.rows<{ id: number }>(`SELECT id FROM contacts WHERE first_name = '${firstName}'`);
    return Number(rows[0].id);
  };
  const notificationOf = async (client: StaffClient, kind: string, id: number) =>
    (await client.json<{ notification: Notification | null }>(`/staff/${kind}/${id}/notification`)).body.notification;

  it("shows a delivered enquiry as sent, with when, in the list, the lead and its notification", async () => {
    const id = await enquiry("Vega");
    await smtp.waitFor(1);
    await until(async () => (await notificationOf(sales, "enquiries", id))?.state === "sent", "the send to be recorded");

    const list = await sales.json<{ items: Lead[] }>("/staff/enquiries");
    const listed = list.body.items.find((item) => item.id === id);
    expect(listed?.notification).toMatchObject({ state: "sent", attempts: 1, lastError: null, nextAttemptAt: null });
    expect(listed?.notification?.sentAt).toMatch(ISO);
    expect(listed?.notification?.queuedAt).toMatch(ISO);
    const one = await sales.json<Lead>(`/staff/enquiries/${id}`);
    expect(one.body.notification).toEqual(listed?.notification);
  });

  it("shows each kind's notification to the roles that see that kind", async () => {
    const application = await postApplication(server.base, { fields: APPLICANT, resume: { bytes: FILES.pdf, name: "cv.pdf" } });
    expect(application.status).toBe(201);
    await smtp.waitFor(1);
    const hr = await staffClient(server, "hr");
    const [{ id }] = (await hr.json<{ items: Lead[] }>("/staff/applications")).body.items;
    await until(async () => (await notificationOf(hr, "applications", id))?.state === "sent", "the application's mail");
    expect(smtp.received[0].envelope.to).toEqual(HR);
    expect((await sales.call(`/staff/applications/${id}/notification`)).status).toBe(403);
  });

  it("shows a failing mail server's reason while it retries, then failed; an admin sends it again once it is back", async () => {
    await smtp.down();
    const id = await enquiry("Lyra");
    await until(async () => (await notificationOf(admin, "enquiries", id))?.attempts === 1, "the first failed try");
    const waiting = await notificationOf(admin, "enquiries", id);
    expect(waiting).toMatchObject({ state: "waiting", sentAt: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.nextAttemptAt).toMatch(ISO);
    expect(Date.parse(waiting?.nextAttemptAt ?? "") - Date.now()).toBeGreaterThan(30_000);

    // The four retries (1 min, 5 min, 30 min, 2 h later) fail too: the notification is marked failed.
    for (let tries = 2; tries <= 5; tries += 1) {
      clockOffset += 3 * 60 * 60_000;
      await until(async () => (await notificationOf(admin, "enquiries", id))?.attempts === tries, `try ${tries}`);
    }
    const failed = await notificationOf(admin, "enquiries", id);
    expect(failed).toMatchObject({ state: "failed", attempts: 5, nextAttemptAt: null, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.up();
    await sleep(200);
    expect(smtp.received).toHaveLength(0);
    const again = await admin.json<{ notification: Notification }>(`/staff/enquiries/${id}/notification`, { method: "POST", body: {} });
    expect(again.status).toBe(202);
    expect(again.body.notification).toMatchObject({ state: "waiting", attempts: 0, lastError: null });
    await smtp.waitFor(1);
    await until(async () => (await notificationOf(admin, "enquiries", id))?.state === "sent", "the resend to be recorded");
    await sleep(300);
    expect(smtp.received.map((m) => m.mail.subject)).toEqual([`New enquiry from Lyra ${PERSON.lastName}`]);

    const audit = await admin.json<{ items: { action: string; entity: string; entityId: number | string; actorEmail: string }[] }>("/staff/audit");
    expect(audit.body.items[0]).toMatchObject({ action: "resend", entity: "enquiry", actorEmail: admin.user.email });
    expect(Number(audit.body.items[0].entityId)).toBe(id);
  });

  it("lets only admins send again, and answers 404 for no such lead", async () => {
    const id = await enquiry("Altair");
    await smtp.waitFor(1);
    // The SMTP server has the mail a moment before the worker records it as sent.
    await until(async () => (await notificationOf(admin, "enquiries", id))?.state === "sent", "the delivery to be recorded");
    const before = await server.rows("SELECT state, attempts, queued_at FROM notification_outbox");
    expect((await sales.call(`/staff/enquiries/${id}/notification`, { method: "POST", body: {} })).status).toBe(403);
    const hr = await staffClient(server, "hr");
    expect((await hr.call(`/staff/enquiries/${id}/notification`, { method: "POST", body: {} })).status).toBe(403);
    expect((await staffFetch(server, `/staff/enquiries/${id}/notification`, { method: "POST", body: {} })).status).toBe(401);
    expect((await admin.call(`/staff/enquiries/${id}/notification`, { method: "POST", body: {}, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await admin.call(`/staff/enquiries/${id + 1000}/notification`, { method: "POST", body: {} })).status).toBe(404);
    expect((await admin.call(`/staff/enquiries/${id + 1000}/notification`)).status).toBe(404);
    expect((await admin.call("/staff/enquiries/x/notification", { method: "POST", body: {} })).status).toBe(404);
    await sleep(200);
    expect(await server.rows("SELECT state, attempts, queued_at FROM notification_outbox")).toEqual(before);
    expect(smtp.received).toHaveLength(1);
  });

  it("gives a lead stored before notifications began none, and makes one when an admin sends it", async () => {
    const id = await tables(server.db).contacts.insert({ ...PERSON, firstName: "Deneb", message: "An older enquiry" });
    expect((await admin.json<Lead>(`/staff/enquiries/${id}`)).body.notification).toBeNull();
    const sent = await admin.json<{ notification: Notification }>(`/staff/enquiries/${id}/notification`, { method: "POST", body: {} });
    expect(sent.status).toBe(202);
    expect(sent.body.notification.state).toBe("waiting");
    await smtp.waitFor(1);
    expect(smtp.received[0].mail.subject).toBe(`New enquiry from Deneb ${PERSON.lastName}`);
    expect(smtp.received[0].mail.text).toContain("An older enquiry");
    expect(smtp.received[0].envelope.to).toEqual(SALES);

    // A download request from then: its notification is made from its stored fields too.
    const download = await tables(server.db).downloads.insert({ ...PERSON, firstName: "Mira", caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf });
    expect((await admin.call(`/staff/downloads/${download}/notification`, { method: "POST", body: {} })).status).toBe(202);
    await smtp.waitFor(2);
    expect(smtp.received[1].mail.subject).toBe(`Case study download: ${STUDY.title} by Mira ${PERSON.lastName}`);
  });

  it("keeps the CSV export's columns as they were", async () => {
    await enquiry("Rigel");
    const text = await (await sales.call("/staff/enquiries.csv")).text();
    // Notifications add no column (issue 25 adds the notice version and the erasure date).
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("id,firstName,lastName,email,phoneNumber,message,createdAt,status,note,noticeVersion,erasureDate,source,medium,campaign,term,content,referrer,landingPage,visitStartedAt");
  });
});

describe.each(TEST_ENGINES)("lead notifications without a mail server on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { notify: settingsFor(""), notifyWorker: { pollMs: 50 } });
  });
  afterAll(() => server?.close());

  it('shows "not configured", and sending again waits the same way', async () => {
    const admin = await staffClient(server, "admin");
    const response = await postJson(server.base, "/case_study/store", { ...PERSON, caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf });
    expect(response.status).toBe(201);
    const [{ id }] = (await admin.json<{ items: Lead[] }>("/staff/downloads")).body.items;
    const state = async () => (await admin.json<Lead>(`/staff/downloads/${id}`)).body.notification;
    await until(async () => (await state())?.state === "not_configured", "the worker to find no mail server");
    expect(await state()).toMatchObject({ attempts: 0, sentAt: null, lastError: null });
    expect((await admin.call(`/staff/downloads/${id}/notification`, { method: "POST", body: {} })).status).toBe(202);
    await until(async () => (await state())?.state === "not_configured", "the resend to wait for a mail server too");
  });
});
