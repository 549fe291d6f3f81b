/** @jest-environment node */
/**
 * Erasure (issue 25): a person erased on request leaves no email, name or phone anywhere in the database
 * (every column of every table searched, bytes included), while the tombstone keeps kind, id, month and status.
 */
import { sweep } from "../../api/privacy/sweep";
import { readRetention } from "../../shared/retention";
import { APPLICANT, FILES, TEST_ENGINES, postApplication, postJson } from "./helpers";
import { staffClient } from "./staff-helpers";
import { confirmedRequest, findAnywhere, privacyWorld, waitForMails, type PrivacyWorld } from "./privacy-helpers";
import { HR, SALES, STUDY } from "./notify/lead-mail";

jest.setTimeout(120_000);

const ZELDA = { firstName: "Zelda", lastName: "Quixotic", email: "Zelda.Quixotic@moon.example", phoneNumber: "9123456780" };
const OTHER = { firstName: "Orville", lastName: "Keeper", email: "orville@moon.example", phoneNumber: "9000000001" };
const PERSONAL = [ZELDA.email, ZELDA.firstName, ZELDA.lastName, ZELDA.phoneNumber];

describe.each(TEST_ENGINES)("erasure on %s", (engine) => {
  let world: PrivacyWorld;
  beforeAll(async () => {
    world = await privacyWorld(engine);
  });
  afterAll(() => world.close());

  it("erases every trace of the person on request, and the rest once the request is closed and its mail sent", async () => {
    const { server, smtp } = world;
    const resume = Buffer.concat([FILES.pdf, Buffer.from("% Curriculum vitae of Zelda Quixotic, 9123456780\n")]);
    expect((await postJson(server.base, "/contactus", { ...ZELDA, message: "Zelda Quixotic here: call 9123456780", noticeVersion: "2026-11" })).status).toBe(201);
    expect((await postJson(server.base, "/contactus", { ...OTHER, message: "Keep me" })).status).toBe(201);
    expect((await postApplication(server.base, { fields: { ...APPLICANT, ...ZELDA }, resume: { bytes: resume, name: "Zelda Quixotic CV.pdf" } })).status).toBe(201);
    expect((await postJson(server.base, "/case_study/store", { ...ZELDA, caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf })).status).toBe(201);
    await waitForMails(smtp, SALES[0], 3); // two enquiries and the download to Sales
    await waitForMails(smtp, HR[0], 1);

    // Staff leave traces: a search and an export for her address, a résumé download, a note naming her.
    const sales = await staffClient(server, "sales");
    const hr = await staffClient(server, "hr");
    const admin = await staffClient(server, "admin");
    const enquiries = await sales.json<{ items: { id: number; version: number }[] }>(`/staff/enquiries?q=${encodeURIComponent(ZELDA.email)}`);
    expect(enquiries.body.items).toHaveLength(1);
    const enquiryId = enquiries.body.items[0].id;
    expect((await sales.call(`/staff/enquiries.csv?q=${encodeURIComponent(ZELDA.email)}`)).status).toBe(200);
    expect((await sales.call(`/staff/enquiries/${enquiryId}`, { method: "PATCH", body: { status: "done", note: "Called Zelda Quixotic", version: 1 } })).status).toBe(200);
    const [application] = (await hr.json<{ items: { id: number }[] }>("/staff/applications")).body.items;
    expect((await hr.call(`/staff/applications/${application.id}/resume`)).status).toBe(200);
    expect((await hr.call(`/staff/applications/${application.id}/retention`, { method: "POST", body: { days: 30, reason: "Zelda Quixotic may fit the next opening" } })).status).toBe(200);
    expect(await findAnywhere(server, PERSONAL)).toEqual(
      expect.arrayContaining(["audit_log.detail", "contacts.email", "files.bytes", "job_applications.email", "notification_outbox.payload"]),
    );

    const id = await confirmedRequest(world, ZELDA.email.toUpperCase(), "erasure");
    const erased = await admin.json(`/staff/privacy-requests/${id}/erase`, { method: "POST", body: {} });
    expect(erased.body).toEqual({ erased: { enquiries: 1, applications: 1, downloads: 1 } });

    // Only the open request still holds the address it must answer.
    expect(await findAnywhere(server, PERSONAL)).toEqual(["privacy_requests.email"]);
    // The tombstones keep kind, id, month received and final status; the other visitor is untouched.
    const [tomb] = await server.rows<{ created_at: string; status: string; erase_reason: string; email: string }>(
      `SELECT created_at, status, erase_reason, email FROM contacts WHERE id = ${enquiryId}`,
    );
    expect(tomb).toEqual({ created_at: new Date().toISOString().slice(0, 7), status: "done", erase_reason: "request", email: "" });
    expect(await findAnywhere(server, [OTHER.email, "Orville", "Keep me"])).toEqual(["contacts.email", "contacts.first_name", "contacts.message", "notification_outbox.payload"]);
    const erasures = await server.rows<{ entity: string; actor_email: string; detail: string }>("SELECT entity, actor_email, detail FROM audit_log WHERE action = 'erase' ORDER BY entity");
    expect(erasures).toEqual(
      ["application", "download", "enquiry"].map((entity) => ({ entity, actor_email: "admin@selenova.example", detail: `reason: request; by: request #${id}` })),
    );

    // Staff no longer see her anywhere.
    expect((await sales.call(`/staff/enquiries/${enquiryId}`)).status).toBe(404);
    expect((await sales.json<{ total: number }>("/staff/enquiries")).body.total).toBe(1);
    expect(await (await sales.call("/staff/enquiries.csv")).text()).not.toMatch(/zelda/i);
    expect((await hr.call(`/staff/applications/${application.id}/resume`)).status).toBe(404);

    // Closing it mails her; once sent, the sweep clears that last copy of the address.
    expect((await admin.call(`/staff/privacy-requests/${id}`, { method: "PATCH", body: { status: "done", note: "Erased." } })).status).toBe(200);
    const [, closing] = await waitForMails(smtp, ZELDA.email, 2);
    expect(closing.mail.subject).toBe("Your privacy request is complete");
    const until = Date.now() + 10_000;
    while ((await server.rows("SELECT id FROM notification_outbox WHERE kind = 'privacy-closed' AND state = 'sent'")).length === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const summary = await sweep(server.db, readRetention({}), new Date().toISOString().slice(0, 10), "test");
    expect(summary.privacyMails).toBe(1);
    expect(await findAnywhere(server, PERSONAL)).toEqual([]);
  });
});
