/** @jest-environment node */
/** Staff users (admin only) and the audit trail of changes, on both engines. */
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { JOB, PASSWORD, signInRequest, staffClient, staffFetch, type Errors, type Job, type StaffClient } from "./staff-helpers";

// Every sign-in runs scrypt (memory-hard on purpose); on a loaded machine that takes a while.
jest.setTimeout(120_000);

describe.each(TEST_ENGINES)("staff users and the audit log on %s", (engine) => {
  let server: TestServer;
  let hr: StaffClient;
  let admin: StaffClient;

  beforeAll(async () => {
    server = await startServer(engine);
    hr = await staffClient(server, "hr");
    admin = await staffClient(server, "admin");
  });
  afterAll(() => server.close());

  it("refuses a common, repetitive or sequential password, or one holding the email's name, with the reason (422)", async () => {
    const cases: [string, string, RegExp][] = [
      ["aaaaaaaaaaaa", "repeat.user@selenova.example", /repeats/],
      ["123456789012", "digits.user@selenova.example", /common passwords|sequence/],
      ["abcdefghijklm", "letters.user@selenova.example", /sequence/],
      ["iloveyou1234", "romeo.user@selenova.example", /common passwords/],
      ["meera.k@selenova rocks!", "meera.k@selenova.example", /email name/],
    ];
    for (const [password, email, why] of cases) {
      const { status, body } = await admin.json<Errors>("/staff/users", { method: "POST", body: { email, role: "hr", password } });
      expect([password, status]).toEqual([password, 422]);
      expect(body.errors).toEqual([{ field: "password", message: expect.stringMatching(why) }]);
    }
    expect(await server.rows("SELECT email FROM staff_users WHERE email LIKE '%.user@selenova.example' OR email = 'meera.k@selenova.example'")).toEqual([]);
    // A passphrase of unrelated words passes; no composition rules.
    const fine = await admin.json("/staff/users", { method: "POST", body: { email: "fine.user@selenova.example", role: "hr", password: "lantern orbit pickle dune" } });
    expect(fine.status).toBe(201);
  });

  it("refuses an email holding a control character or a text-direction mark (422, saying so), and stores nothing", async () => {
    const marks = ["\u001e", "\u001f", "\u0007", "\u001b", "\u0000", "\u0085", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069"];
    for (const mark of marks) {
      const email = `mark${mark}ed@selenova.example`;
      const { status, body } = await admin.json<Errors>("/staff/users", { method: "POST", body: { email, role: "hr", password: PASSWORD } });
      expect([JSON.stringify(mark), status]).toEqual([JSON.stringify(mark), 422]);
      expect(body.errors).toEqual([{ field: "email", message: "An email address cannot contain control characters or text-direction marks" }]);
    }
    expect(await server.rows("SELECT email FROM staff_users WHERE email LIKE 'mark%'")).toEqual([]);
    // Spaces and line breaks around an address are trimmed as before; other checks still answer.
    const trimmed = await admin.json<{ email: string }>("/staff/users", { method: "POST", body: { email: " Marked.Ok@selenova.example\n", role: "hr", password: PASSWORD } });
    expect([trimmed.status, trimmed.body.email]).toEqual([201, "marked.ok@selenova.example"]);
    const invalid = await admin.json<Errors>("/staff/users", { method: "POST", body: { email: "two@@selenova.example", role: "hr", password: PASSWORD } });
    expect(invalid.body.errors).toEqual([{ field: "email", message: "Enter a valid email address" }]);
  });

  it("adds a user who can sign in; rejects bad input; removes a user and their sessions", async () => {
    const bad = await admin.json<Errors>("/staff/users", { method: "POST", body: { email: "not-an-email", role: "owner", password: "short" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => e.field).sort()).toEqual(["email", "password", "role"]);
    const created = await admin.json<{ id: number; email: string; role: string; createdAt: string }>("/staff/users", {
      method: "POST",
      body: { email: "New.Hire@selenova.example", role: "sales", password: PASSWORD },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), email: "new.hire@selenova.example", role: "sales", rights: [], createdAt: expect.any(String) });
    expect(JSON.stringify(created.body)).not.toContain("password");
    const dup = await admin.json<Errors>("/staff/users", { method: "POST", body: { email: "new.hire@selenova.example", role: "hr", password: PASSWORD } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors[0].field).toBe("email");

    const signedIn = await signInRequest(server, "new.hire@selenova.example", PASSWORD);
    const cookie = /staff_session=[^;]+/.exec(signedIn.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect((await staffFetch(server, "/staff/enquiries", { cookie })).status).toBe(200);
    const users = await admin.json<{ items: { email: string }[]; total: number }>("/staff/users");
    expect(users.body.items.map((u) => u.email)).toContain("new.hire@selenova.example");
    expect((await admin.call(`/staff/users/${created.body.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await staffFetch(server, "/staff/enquiries", { cookie })).status).toBe(401);
    expect((await admin.call(`/staff/users/${admin.user.id}`, { method: "DELETE" })).status).toBe(422);
  });

  it("records who created, updated and deleted which record, and when", async () => {
    const { body: job } = await hr.json<Job>("/staff/jobs", { method: "POST", body: { ...JOB, job_title: "Audited Role" } });
    await hr.call(`/staff/jobs/${job.id}`, { method: "PUT", body: { ...JOB, job_title: "Audited Role", status: "closed", version: 1 } });
    await hr.call(`/staff/jobs/${job.id}`, { method: "DELETE" });
    const { body } = await admin.json<{ items: { actorEmail: string; action: string; entity: string; entityId: string; at: string; detail: string }[]; total: number }>("/staff/audit");
    expect(body.items.slice(0, 3).map(({ actorEmail, action, entity, entityId }) => ({ actorEmail, action, entity, entityId }))).toEqual(
      ["delete", "update", "create"].map((action) => ({ actorEmail: "hr@selenova.example", action, entity: "job", entityId: String(job.id) })),
    );
    expect(body.total).toBeGreaterThan(3);
    const page2 = await admin.json<{ page: number }>("/staff/audit?page=2");
    expect(page2.body.page).toBe(2);
  });
});
