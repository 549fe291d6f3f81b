/** @jest-environment node */
/** Leads for staff: lists, search, filters, pages, status and note with versions, CSV, résumés. */
import { APPLICANT, FILES, PERSON, TEST_ENGINES, postApplication, postJson, startServer, type TestServer } from "./helpers";
import { tables } from "../../api/store";
import { staffClient, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

interface Lead {
  id: number;
  firstName: string;
  email: string;
  message?: string;
  status: string;
  note: string;
  version: number;
  createdAt: string;
}
interface List {
  items: Lead[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(TEST_ENGINES)("staff leads on %s", (engine) => {
  let server: TestServer;
  let sales: StaffClient;
  let hr: StaffClient;
  let admin: StaffClient;
  const RESUME = Buffer.concat([FILES.pdf, Buffer.from("% Grace's résumé, bytes that must survive\n"), Buffer.from([0, 1, 2, 255])]);

  beforeAll(async () => {
    server = await startServer(engine);
    sales = await staffClient(server, "sales");
    hr = await staffClient(server, "hr");
    admin = await staffClient(server, "admin");
    // One enquiry through the public form; 29 more, and a few to search for, straight into the table
    // (stored leads need not pass today's form rules: older or imported ones may not).
    expect((await postJson(server.base, "/contactus", { ...PERSON, firstName: "Visitor", message: "Enquiry number 1" })).status).toBe(201);
    const contacts = tables(server.db).contacts;
    for (let i = 2; i <= 30; i += 1) await contacts.insert({ ...PERSON, firstName: `Visitor${i}`, message: `Enquiry number ${i}` });
    await contacts.insert({ ...PERSON, firstName: "Mallory", email: "mallory@evil.example", message: "=HYPERLINK(\"http://evil.example\",\"click\")" });
    await contacts.insert({ ...PERSON, firstName: "+cmd|' /C calc'!A0", message: "@SUM(1+1)\tand\r more" });
    await contacts.insert({ ...PERSON, firstName: "Percy", message: "Discount of 100% please" });
    const application = await postApplication(server.base, {
      fields: { ...APPLICANT, firstName: "Grace" },
      resume: { bytes: RESUME, name: "Grace Hopper – CV.pdf" },
    });
    expect(application.status).toBe(201);
  });
  afterAll(() => server.close());

  it("lists enquiries newest first, 25 a page, with the fields the visitor sent", async () => {
    const { status, body } = await sales.json<List>("/staff/enquiries");
    expect(status).toBe(200);
    expect(body.total).toBe(33);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    expect(body.items).toHaveLength(25);
    expect(body.items[0].firstName).toBe("Percy");
    expect(body.items[0]).toMatchObject({ ...PERSON, firstName: "Percy", status: "new", note: "", version: 1 });
    const dates = body.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await sales.json<List>("/staff/enquiries?page=2");
    expect(second.body.items).toHaveLength(8);
    expect(second.body.items.at(-1)?.firstName).toBe("Visitor");
    expect((await sales.json<List>("/staff/enquiries?page=3")).body.items).toEqual([]);
  });

  it("searches names, email and message (case-insensitive, % taken literally) and filters by status", async () => {
    expect((await sales.json<List>("/staff/enquiries?q=MALLORY")).body.items.map((i) => i.firstName)).toEqual(["Mallory"]);
    expect((await sales.json<List>("/staff/enquiries?q=evil.example")).body.total).toBe(1);
    expect((await sales.json<List>("/staff/enquiries?q=number%2029")).body.items.map((i) => i.firstName)).toEqual(["Visitor29"]);
    expect((await sales.json<List>("/staff/enquiries?q=100%25")).body.items.map((i) => i.firstName)).toEqual(["Percy"]);
    expect((await sales.json<List>("/staff/enquiries?q=%25")).body.total).toBe(1);
    expect((await sales.json<List>("/staff/enquiries?status=done")).body.total).toBe(0);
    expect((await hr.json<List>("/staff/applications?q=senior%20react")).body.total).toBe(1);
  });

  it("rejects a bad page or status filter with 422", async () => {
    for (const query of ["page=0", "page=abc", "status=closed"]) {
      const { status, body } = await sales.json<{ errors: { field: string }[] }>(`/staff/enquiries?${query}`);
      expect(status).toBe(422);
      expect(body.errors[0].field).toBe(query.split("=")[0]);
    }
  });

  it("saves status and note with the loaded version, and refuses a stale save with 409", async () => {
    const lead = (await sales.json<List>("/staff/enquiries?q=Mallory")).body.items[0];
    const saved = await sales.json<Lead>(`/staff/enquiries/${lead.id}`, {
      method: "PATCH",
      body: { status: "spam", note: "Formula in the message", version: lead.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: lead.id, status: "spam", note: "Formula in the message", version: lead.version + 1 });
    // A colleague still holding version 1 saves: refused, nothing changes.
    const staleSave = await sales.json<{ message: string }>(`/staff/enquiries/${lead.id}`, {
      method: "PATCH",
      body: { status: "done", version: lead.version },
    });
    expect(staleSave.status).toBe(409);
    expect(staleSave.body.message).toBe("This record was changed by someone else. Reload it to see their changes.");
    const now = await sales.json<Lead>(`/staff/enquiries/${lead.id}`);
    expect(now.body).toMatchObject({ status: "spam", version: lead.version + 1 });
    expect((await sales.json<List>("/staff/enquiries?status=spam")).body.items.map((i) => i.id)).toEqual([lead.id]);
  });

  it("applies a PATCH that sends no version (a script written to the contract), and still refuses a stale one", async () => {
    const lead = (await sales.json<List>("/staff/enquiries?q=Mallory")).body.items[0];
    const saved = await sales.json<Lead>(`/staff/enquiries/${lead.id}`, { method: "PATCH", body: { note: "Called back" } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: lead.id, note: "Called back", version: lead.version + 1 });
    const statusOnly = await sales.json<Lead>(`/staff/enquiries/${lead.id}`, { method: "PATCH", body: { status: "in-progress" } });
    expect(statusOnly.status).toBe(200);
    expect(statusOnly.body).toMatchObject({ status: "in-progress", note: "Called back", version: lead.version + 2 });
    // The console's copy from before these two saves is stale.
    const staleSave = await sales.json(`/staff/enquiries/${lead.id}`, { method: "PATCH", body: { status: "done", version: lead.version } });
    expect(staleSave.status).toBe(409);
    expect((await sales.json(`/staff/enquiries/999999`, { method: "PATCH", body: { status: "done" } })).status).toBe(404);
  });

  it("keeps a note pasted with NUL characters (PostgreSQL refuses them in text), without them", async () => {
    const lead = (await sales.json<List>("/staff/enquiries?q=Mallory")).body.items[0];
    const saved = await sales.json<Lead>(`/staff/enquiries/${lead.id}`, { method: "PATCH", body: { note: "Call\u0000 back" } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: lead.id, note: "Call back" });
  });

  it("rejects bad updates with 422 and stores nothing", async () => {
    const lead = (await sales.json<List>("/staff/enquiries?q=Percy")).body.items[0];
    const cases: [unknown, string][] = [
      [{ status: "won", version: lead.version }, "status"],
      [{ note: "x".repeat(2001), version: lead.version }, "note"],
      [{ note: 42, version: lead.version }, "note"],
      [{ status: "done", version: 0 }, "version"],
      [{ status: "done", version: "1" }, "version"],
      [{ version: lead.version }, "body"],
      [["status", "done"], "body"],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await sales.json<{ errors: { field: string }[] }>(`/staff/enquiries/${lead.id}`, { method: "PATCH", body });
      expect([field, status]).toEqual([field, 422]);
      expect(answer.errors.map((e) => e.field)).toContain(field);
    }
    expect((await sales.json<Lead>(`/staff/enquiries/${lead.id}`)).body).toMatchObject({ status: "new", note: "", version: lead.version });
    expect((await sales.json(`/staff/enquiries/abc`)).status).toBe(404);
  });

  it("exports the filtered list as CSV with spreadsheet-safe cells, and logs the export", async () => {
    const response = await sales.call("/staff/enquiries.csv?q=%2Bcmd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header, row, end] = text.split("\r\n");
    expect(header).toBe(
      "id,firstName,lastName,email,phoneNumber,message,createdAt,status,note,noticeVersion,erasureDate,source,medium,campaign,term,content,referrer,landingPage,visitStartedAt",
    );
    expect(end).toBe("");
    expect(row).toContain(`'+cmd|' /C calc'!A0`);
    // The trigger is neutralised, the tab became a space, the line break stays (inside quotes).
    expect(row).toContain(`"'@SUM(1+1) and\r more"`);
    const all = await (await sales.call("/staff/enquiries.csv")).text();
    expect(all.split("\r\n").filter(Boolean)).toHaveLength(34);
    expect(all).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    // No cell starts with a formula character.
    for (const line of all.split("\r\n").slice(1)) {
      for (const cell of line.split(",")) expect(cell.replace(/^"/, "")).not.toMatch(/^[=+\-@\t\r]/);
    }
    const audit = await admin.json<{ items: { action: string; entity: string; actorEmail: string }[] }>("/staff/audit");
    expect(audit.body.items[0]).toMatchObject({ action: "export", entity: "enquiries", actorEmail: "sales@selenova.example" });
  });

  it("downloads a résumé with the uploaded bytes, its stored type and as an attachment named after the applicant", async () => {
    const { body } = await hr.json<List>("/staff/applications");
    const application = body.items[0] as Lead & { resumeName: string; resumeType: string; resumeSize: number; jobTitle: string };
    expect(application).toMatchObject({ firstName: "Grace", jobTitle: APPLICANT.jobTitle, resumeName: "Grace Hopper – CV.pdf", resumeType: "application/pdf", resumeSize: RESUME.length });
    const response = await hr.call(`/staff/applications/${application.id}/resume`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    // Named from the applicant and the detected type (staff-exports.test.ts has the cases).
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="grace-lovelace-resume.pdf"; filename*=UTF-8''grace-lovelace-resume.pdf`);
    expect(Buffer.from(await response.arrayBuffer()).equals(RESUME)).toBe(true);
    const audit = await admin.json<{ items: { action: string; entityId: string }[] }>("/staff/audit");
    expect(audit.body.items[0]).toMatchObject({ action: "resume-download", entityId: String(application.id) });
    // Signed out, or as sales: no résumé.
    expect((await fetch(`${server.base}/staff/applications/${application.id}/resume`)).status).toBe(401);
    expect((await sales.call(`/staff/applications/${application.id}/resume`)).status).toBe(403);
  });

  it("serves résumés at no public URL", async () => {
    const [{ resume_file: name }] = await server.rows<{ resume_file: string }>("SELECT resume_file FROM job_applications");
    for (const path of [`/uploads/${name}`, `/resumes/${name}`, `/blog-images/${name}`, `/files/${name}`, `/${name}`]) {
      expect([path, (await fetch(`${server.base}${path}`)).status]).toEqual([path, 404]);
    }
  });

  it("lists download requests for marketing and sales", async () => {
    const sent = await postJson(server.base, "/case_study/store", { ...PERSON, caseStudyName: "orbit-fixture-study", pdf: "orbit-fixture" });
    expect(sent.status).toBe(201);
    for (const client of [sales, admin]) {
      const { body } = await client.json<List>("/staff/downloads?q=orbit");
      expect(body.total).toBe(1);
      expect(body.items[0]).toMatchObject({ ...PERSON, caseStudyName: "orbit-fixture-study", pdf: "orbit-fixture", status: "new", version: 1 });
    }
  });
});
