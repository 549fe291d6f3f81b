/** @jest-environment node */
/** Privacy requests (issue 25): the public request and its mailed link, and the staff routes' rights and steps. */
import { unzipSync, strFromU8 } from "fflate";
import { accounts } from "../../api/staff/accounts";
import { ACCEPTED_MESSAGE, GONE_MESSAGE } from "../../api/privacy/public-routes";
import { PERSON, TEST_ENGINES, postApplication, postJson, startServer, APPLICANT, FILES } from "./helpers";
import { staffClient, type StaffClient, type Errors } from "./staff-helpers";
import { NOTICE_IN_FORCE, SITE, confirmationToken, confirmedRequest, mailsTo, privacyWorld, waitForMails, type PrivacyWorld } from "./privacy-helpers";

jest.setTimeout(120_000);

interface Request {
  id: number;
  email: string;
  type: string;
  status: string;
  confirmedAt: string | null;
  dueAt: string | null;
  overdue: boolean;
  note: string;
}

describe.each(TEST_ENGINES)("privacy requests on %s", (engine) => {
  let world: PrivacyWorld;
  let admin: StaffClient;
  beforeAll(async () => {
    world = await privacyWorld(engine);
    admin = await staffClient(world.server, "admin");
  });
  afterAll(() => world.close());

  const post = (body: unknown) => postJson(world.server.base, "/privacy-requests", body);

  it("answers 202 with one message whether or not the address is known, and mails each a one-use link to the site", async () => {
    expect((await postJson(world.server.base, "/contactus", { ...PERSON, email: "known@moon.example", message: "Hi" })).status).toBe(201);
    const known = await post({ email: "known@moon.example", type: "access" });
    const unknown = await post({ email: "nobody@moon.example", type: "access" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const [a, b] = [await known.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a).toEqual({ status: "accepted", message: ACCEPTED_MESSAGE });
    const token = await confirmationToken(world.smtp, "nobody@moon.example");
    await confirmationToken(world.smtp, "known@moon.example");
    const [mail] = mailsTo(world.smtp, "nobody@moon.example");
    expect(mail.mail.subject).toBe("Confirm your privacy request");
    expect(mail.mail.text).toContain(`${SITE}/privacy/confirm?token=`);
    // Only the token's digest is stored.
    const rows = await world.server.rows<{ token_hash: string }>("SELECT token_hash FROM privacy_requests");
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it("refuses bad input with 422 under the field and stores nothing", async () => {
    const before = await world.server.count("privacy_requests");
    const cases: [unknown, string, string][] = [
      [{ type: "access" }, "email", "Email is required"],
      [{ email: "not-an-address", type: "access" }, "email", "Email is not valid"],
      [{ email: "a@moon.example", type: "delete-everything" }, "type", "Choose what you would like us to do"],
      [{ email: "a@moon.example", type: "erasure", details: "x".repeat(2001) }, "details", "Must be at most 2000 characters"],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as Errors).errors).toContainEqual({ field, message });
    }
    expect(await world.server.count("privacy_requests")).toBe(before);
  });

  it("confirms once: 200 with the type, then 410 for the used, an unknown or an expired token", async () => {
    expect((await post({ email: "once@moon.example", type: "correction", details: "My phone changed" })).status).toBe(202);
    const token = await confirmationToken(world.smtp, "once@moon.example");
    const first = await postJson(world.server.base, "/privacy-requests/confirm", { token });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "confirmed", type: "correction" });
    for (const again of [token, "made-up-token"]) {
      const res = await postJson(world.server.base, "/privacy-requests/confirm", { token: again });
      expect(res.status).toBe(410);
      expect(await res.json()).toEqual({ statusCode: 410, error: "Gone", message: GONE_MESSAGE });
    }
    expect((await postJson(world.server.base, "/privacy-requests/confirm", {})).status).toBe(422);

    expect((await post({ email: "late@moon.example", type: "access" })).status).toBe(202);
    const late = await confirmationToken(world.smtp, "late@moon.example");
    await world.server.exec(`UPDATE privacy_requests SET token_expires_at = ${Date.now() - 1000} WHERE email = 'late@moon.example'`);
    expect((await postJson(world.server.base, "/privacy-requests/confirm", { token: late })).status).toBe(410);
    const [row] = await world.server.rows<{ status: string }>("SELECT status FROM privacy_requests WHERE email = 'late@moon.example'");
    expect(row.status).toBe("unconfirmed");
  });

  it("lets admins and accounts given the privacy right in: 401 signed out, 403 for other roles", async () => {
    for (const route of ["/privacy-requests", "/privacy-requests/1", "/privacy-requests/1/data", "/privacy-requests/1/export"]) {
      expect((await fetch(`${world.server.base}/staff${route}`)).status).toBe(401);
    }
    const sales = await staffClient(world.server, "sales");
    const hr = await staffClient(world.server, "hr");
    const marketing = await staffClient(world.server, "marketing");
    for (const client of [sales, hr, marketing]) {
      expect((await client.call("/staff/privacy-requests")).status).toBe(403);
      expect((await client.call("/staff/privacy-requests/1/erase", { method: "POST", body: {} })).status).toBe(403);
      expect((await client.call("/staff/privacy-requests/1", { method: "PATCH", body: { status: "done" } })).status).toBe(403);
    }
    // Only admins give the right.
    expect((await sales.call(`/staff/users/${sales.user.id}/rights`, { method: "PUT", body: { rights: ["privacy"] } })).status).toBe(403);
    const bad = await admin.json<Errors>(`/staff/users/${sales.user.id}/rights`, { method: "PUT", body: { rights: ["everything"] } });
    expect(bad.status).toBe(422);
    const granted = await admin.json(`/staff/users/${sales.user.id}/rights`, { method: "PUT", body: { rights: ["privacy"] } });
    expect(granted.body).toMatchObject({ email: "sales@selenova.example", role: "sales", rights: ["privacy"] });
    expect((await sales.call("/staff/privacy-requests")).status).toBe(200);
    expect(await (await sales.call("/staff/session")).json()).toEqual({ email: "sales@selenova.example", role: "sales", rights: ["privacy"] });
    await accounts(world.server.db).setRights({ id: sales.user.id }, []);
    expect((await sales.call("/staff/privacy-requests")).status).toBe(403);
  });

  it("lists open requests soonest due first (overdue ones first), then the rest newest first", async () => {
    const a = await confirmedRequest(world, "first@moon.example", "access");
    const b = await confirmedRequest(world, "second@moon.example", "erasure");
    // The second was confirmed 40 days ago: overdue.
    await world.server.exec(`UPDATE privacy_requests SET confirmed_at = '${new Date(Date.now() - 40 * 86_400_000).toISOString()}' WHERE id = ${b}`);
    const { status, body } = await admin.json<{ items: Request[]; total: number; page: number }>("/staff/privacy-requests");
    expect(status).toBe(200);
    const open = body.items.filter((item) => item.status === "open");
    expect(open[0]).toMatchObject({ id: b, overdue: true, type: "erasure", email: "second@moon.example" });
    expect(open.map((item) => item.id)).toContain(a);
    const firstNotOpen = body.items.findIndex((item) => item.status !== "open");
    expect(body.items.slice(firstNotOpen).every((item) => item.status !== "open")).toBe(true);
    const one = body.items.find((item) => item.id === a) as Request;
    expect(Date.parse(one.dueAt ?? "") - Date.parse(one.confirmedAt ?? "")).toBe(30 * 86_400_000);
    expect((await admin.json<Errors>("/staff/privacy-requests?status=lost")).status).toBe(422);
    expect((await admin.json<{ items: Request[] }>("/staff/privacy-requests?status=unconfirmed")).body.items.every((i) => i.status === "unconfirmed")).toBe(true);
  });

  it("shows, exports and erases only confirmed requests; data matches the email whatever its case", async () => {
    expect((await post({ email: "pending@moon.example", type: "access" })).status).toBe(202);
    const [pending] = await world.server.rows<{ id: number }>("SELECT id FROM privacy_requests WHERE email = 'pending@moon.example'");
    for (const step of ["data", "export"]) expect((await admin.call(`/staff/privacy-requests/${pending.id}/${step}`)).status).toBe(409);
    expect((await admin.call(`/staff/privacy-requests/${pending.id}/erase`, { method: "POST", body: {} })).status).toBe(409);
    expect((await admin.call("/staff/privacy-requests/99999/data")).status).toBe(404);

    const email = "Grace.Hopper@Moon.example";
    expect((await postJson(world.server.base, "/contactus", { ...PERSON, email: email.toLowerCase(), message: "Hello" })).status).toBe(201);
    expect((await postApplication(world.server.base, { fields: { ...APPLICANT, email: email.toUpperCase() }, resume: { bytes: FILES.pdf, name: "grace cv.pdf" } })).status).toBe(201);
    const id = await confirmedRequest(world, email, "access");
    const data = await admin.json<{ enquiries: { email: string; erasureDate: string }[]; applications: { id: number }[]; downloads: unknown[] }>(
      `/staff/privacy-requests/${id}/data`,
    );
    expect(data.status).toBe(200);
    expect(data.body.enquiries).toHaveLength(1);
    expect(data.body.enquiries[0]).toMatchObject({ email: email.toLowerCase(), message: "Hello", noticeVersion: NOTICE_IN_FORCE });
    expect(data.body.enquiries[0].erasureDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.body.applications).toHaveLength(1);
    expect(data.body.downloads).toEqual([]);

    const zip = await admin.call(`/staff/privacy-requests/${id}/export`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const applicationId = data.body.applications[0].id;
    expect(Object.keys(files).sort()).toEqual(["data.json", `resumes/${applicationId}-grace cv.pdf`]);
    expect(Buffer.from(files[`resumes/${applicationId}-grace cv.pdf`])).toEqual(FILES.pdf);
    const json = JSON.parse(strFromU8(files["data.json"])) as { request: { id: number }; enquiries: unknown[]; applications: unknown[] };
    expect(json.request.id).toBe(id);
    expect(json.enquiries).toHaveLength(1);

    const erased = await admin.json(`/staff/privacy-requests/${id}/erase`, { method: "POST", body: {} });
    expect(erased.body).toEqual({ erased: { enquiries: 1, applications: 1, downloads: 0 } });
    const after = await admin.json<{ enquiries: unknown[]; applications: unknown[] }>(`/staff/privacy-requests/${id}/data`);
    expect(after.body).toEqual({ enquiries: [], applications: [], downloads: [], quotedElsewhere: [] });
    const audit = await world.server.rows<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'privacy-request' AND entity_id = '${id}' ORDER BY id`);
    expect(audit.map((row) => row.action)).toEqual(["privacy-request", "privacy-confirm", "privacy-view", "privacy-export", "privacy-view"]);
    expect(await world.server.count("audit_log WHERE action = 'erase'")).toBe(2);
  });

  it("closes a request as done or refused (a note needed to refuse) and mails the requester the outcome", async () => {
    const id = await confirmedRequest(world, "close@moon.example", "correction");
    const noNote = await admin.json<Errors>(`/staff/privacy-requests/${id}`, { method: "PATCH", body: { status: "refused" } });
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors[0].field).toBe("note");
    expect((await admin.json<Errors>(`/staff/privacy-requests/${id}`, { method: "PATCH", body: { status: "open" } })).status).toBe(422);
    const closed = await admin.json<Request>(`/staff/privacy-requests/${id}`, {
      method: "PATCH",
      body: { status: "refused", note: "We hold nothing that needs correcting." },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id, status: "refused", note: "We hold nothing that needs correcting." });
    expect((await admin.call(`/staff/privacy-requests/${id}`, { method: "PATCH", body: { status: "done" } })).status).toBe(409);
    expect((await admin.call(`/staff/privacy-requests/${id}/erase`, { method: "POST", body: {} })).status).toBe(409);
    const outcome = (await waitForMails(world.smtp, "close@moon.example", 2))[1];
    expect(outcome.mail.subject).toBe("About your privacy request");
    expect(outcome.mail.text).toContain("We hold nothing that needs correcting.");
  });
});

describe.each(TEST_ENGINES)("privacy request rate limit on %s", (engine) => {
  it("counts POST /privacy-requests in the public POST budget (429 past it)", async () => {
    const server = await startServer(engine, { rateLimitMax: 2, privacySweepEveryMs: null });
    try {
      expect((await postJson(server.base, "/contactus", { ...PERSON, message: "Hi" })).status).toBe(201);
      expect((await postJson(server.base, "/privacy-requests", { email: "a@moon.example", type: "access" })).status).toBe(202);
      expect((await postJson(server.base, "/privacy-requests", { email: "a@moon.example", type: "access" })).status).toBe(429);
      expect(await server.count("privacy_requests")).toBe(1);
    } finally {
      await server.close();
    }
  });
});
