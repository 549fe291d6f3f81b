/** @jest-environment node */
/**
 * Personal data never reaches the API's log (issue 25): each form and each privacy request is sent, staff
 * search, export and close with the person's address, mails go out; the log, captured at its most
 * verbose, holds none of the values sent.
 */
import { Writable } from "node:stream";
import { APPLICANT, FILES, TEST_ENGINES, postApplication, postJson } from "./helpers";
import { staffClient } from "./staff-helpers";
import { confirmationToken, privacyWorld, waitForMails, type PrivacyWorld } from "./privacy-helpers";
import { HR, SALES, STUDY } from "./notify/lead-mail";

jest.setTimeout(120_000);

const VISITOR = { firstName: "Wilhelmina", lastName: "Zarathustra", email: "wilhelmina.z@moon.example", phoneNumber: "9988776655" };
const SECRETS = {
  message: "Secret launch plans for Callisto",
  address: "42 Crater Row, Tranquility Base",
  description: "I have piloted landers for nine years",
  details: "Please remove my Callisto enquiry",
  note: "Erased everything for Wilhelmina",
  resumeName: "Wilhelmina-Zarathustra-CV.pdf",
};

describe.each(TEST_ENGINES)("the API's log on %s", (engine) => {
  let world: PrivacyWorld;
  let log = "";
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    world = await privacyWorld(engine, { logger: { level: "trace", stream } });
  });
  afterAll(() => world.close());

  it("holds none of the values people sent, through every form, request and staff step", async () => {
    const { server, smtp } = world;
    expect((await postJson(server.base, "/contactus", { ...VISITOR, message: SECRETS.message })).status).toBe(201);
    expect((await postJson(server.base, "/case_study/store", { ...VISITOR, caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf })).status).toBe(201);
    const fields = { ...APPLICANT, ...VISITOR, address: SECRETS.address, description: SECRETS.description };
    expect((await postApplication(server.base, { fields, resume: { bytes: FILES.pdf, name: SECRETS.resumeName } })).status).toBe(201);
    expect((await postJson(server.base, "/contactus", { ...VISITOR, phoneNumber: "12", message: SECRETS.message })).status).toBe(422);
    expect((await postJson(server.base, "/privacy-requests", { email: VISITOR.email, type: "erasure", details: SECRETS.details })).status).toBe(202);
    expect((await postJson(server.base, "/privacy-requests", { email: "bad address", type: "erasure", details: SECRETS.details })).status).toBe(422);
    const token = await confirmationToken(smtp, VISITOR.email);
    expect((await postJson(server.base, "/privacy-requests/confirm", { token })).status).toBe(200);
    expect((await postJson(server.base, "/privacy-requests/confirm", { token })).status).toBe(410);
    await waitForMails(smtp, SALES[0], 2);
    await waitForMails(smtp, HR[0], 1);

    const admin = await staffClient(server, "admin");
    const q = encodeURIComponent(VISITOR.email);
    for (const kind of ["enquiries", "applications", "downloads"]) {
      expect((await admin.call(`/staff/${kind}?q=${q}`)).status).toBe(200);
      expect((await admin.call(`/staff/${kind}.csv?q=${encodeURIComponent(VISITOR.lastName)}`)).status).toBe(200);
    }
    const [request] = await server.rows<{ id: number }>("SELECT id FROM privacy_requests");
    expect((await admin.call(`/staff/privacy-requests/${request.id}/data`)).status).toBe(200);
    expect((await admin.call(`/staff/privacy-requests/${request.id}/export`)).status).toBe(200);
    expect((await admin.call(`/staff/privacy-requests/${request.id}/erase`, { method: "POST", body: {} })).status).toBe(200);
    expect((await admin.call(`/staff/privacy-requests/${request.id}`, { method: "PATCH", body: { status: "done", note: SECRETS.note } })).status).toBe(200);
    await waitForMails(smtp, VISITOR.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the worker's "sent" line

    expect(log).toContain("notification sent"); // the log was captured at all
    expect(log).toContain("/staff/enquiries"); // with the requests' paths
    const found = [...Object.values(VISITOR), ...Object.values(SECRETS), token, q].filter((value) => log.toLowerCase().includes(value.toLowerCase()));
    expect(found).toEqual([]);
  });
});
