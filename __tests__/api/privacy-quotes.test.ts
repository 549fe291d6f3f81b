/** @jest-environment node */
/**
 * Other people's leads that quote a person (issue 28 §3): the request's data lists them (kind, id, field,
 * an excerpt) for the staff member who erases, and the erasure leaves them as they are.
 */
import { APPLICANT, TEST_ENGINES, postApplication, postJson } from "./helpers";
import { staffClient } from "./staff-helpers";
import { confirmedRequest, privacyWorld, type PrivacyWorld } from "./privacy-helpers";
import { STUDY } from "./notify/lead-mail";

jest.setTimeout(120_000);

const ZARA = { firstName: "Zara", lastName: "Pemberton", email: "zara.pemberton@moon.example", phoneNumber: "9812345670" };
const FRIEND = { firstName: "Ollie", lastName: "Friend", email: "ollie@moon.example", phoneNumber: "9000000002" };
const STRANGER = { firstName: "Uma", lastName: "Stranger", email: "uma@moon.example", phoneNumber: "9000000003" };

interface Quote {
  kind: string;
  id: number;
  field: string;
  excerpt: string;
}

describe.each(TEST_ENGINES)("quotes of a person in other leads on %s", (engine) => {
  let world: PrivacyWorld;
  beforeAll(async () => {
    world = await privacyWorld(engine);
  });
  afterAll(() => world.close());

  const lastId = async (table: string) => Number((await world.server.rows<{ id: number }>(`SELECT max(id) AS id FROM ${table}`))[0].id);

  it("lists other people's leads that quote her email, phone or full name, and leaves them on erasure", async () => {
    const { server } = world;
    expect((await postJson(server.base, "/contactus", { ...ZARA, message: "About my order" })).status).toBe(201);
    const message = `Hello, I was referred by ZARA PEMBERTON, who said you build rockets. ${"Some more words. ".repeat(10)}`;
    expect((await postJson(server.base, "/contactus", { ...FRIEND, message })).status).toBe(201);
    const friendEnquiry = await lastId("contacts");
    const description = "My referee: Zara.Pemberton@Moon.Example, who worked with me.";
    expect((await postApplication(server.base, { fields: { ...APPLICANT, ...FRIEND, description } })).status).toBe(201);
    const friendApplication = await lastId("job_applications");
    expect((await postJson(server.base, "/case_study/store", { ...STRANGER, caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf })).status).toBe(201);
    const strangerDownload = await lastId("case_study_downloads");
    expect((await postJson(server.base, "/contactus", { ...STRANGER, message: "Zara is a nice name, Pemberton too" })).status).toBe(201);
    const sales = await staffClient(server, "sales");
    const note = "Asked for a call back on 9812345670 (her colleague's number)";
    expect((await sales.call(`/staff/downloads/${strangerDownload}`, { method: "PATCH", body: { status: "done", note, version: 1 } })).status).toBe(200);

    const admin = await staffClient(server, "admin");
    const id = await confirmedRequest(world, ZARA.email, "erasure");
    const data = await admin.json<{ enquiries: unknown[]; quotedElsewhere: Quote[] }>(`/staff/privacy-requests/${id}/data`);
    expect(data.status).toBe(200);
    expect(data.body.enquiries).toHaveLength(1);
    expect(data.body.quotedElsewhere).toEqual([
      { kind: "enquiries", id: friendEnquiry, field: "message", excerpt: expect.stringContaining("referred by ZARA PEMBERTON, who said") },
      { kind: "applications", id: friendApplication, field: "description", excerpt: description },
      { kind: "downloads", id: strangerDownload, field: "note", excerpt: note },
    ]);
    expect(data.body.quotedElsewhere[0].excerpt.length).toBeLessThanOrEqual(82);

    expect((await admin.json(`/staff/privacy-requests/${id}/erase`, { method: "POST", body: {} })).body).toEqual({ erased: { enquiries: 1, applications: 0, downloads: 0 } });
    const [kept] = await server.rows<{ message: string }>(`SELECT message FROM contacts WHERE id = ${friendEnquiry}`);
    expect(kept.message).toBe(message);
    const after = await admin.json<{ quotedElsewhere: Quote[] }>(`/staff/privacy-requests/${id}/data`);
    // Her name and phone went with her leads; her address is still known while the request is open.
    expect(after.body.quotedElsewhere.map((quote) => quote.id)).toEqual([friendApplication]);
  });
});
