/** @jest-environment node */
/** Staff sign-in, sessions, lockout, revocation and the request checks, on both engines (the accounts CLI: staff-cli.test.ts). */
import { SITE_ORIGIN, TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { PASSWORD, addStaff, sessionCookie, signIn, signInRequest, staffFetch } from "./staff-helpers";

const WRONG = { message: "Email or password is incorrect" };

// Every sign-in runs scrypt (memory-hard on purpose); on a loaded machine that takes a while.
jest.setTimeout(120_000);

describe.each(TEST_ENGINES)("staff sessions on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
    await addStaff(server, "admin");
    await addStaff(server, "hr");
  });
  afterAll(() => server.close());

  it("signs in with the right password: {email, role} and an HttpOnly, SameSite=Strict cookie on /staff", async () => {
    const response = await signInRequest(server, "HR@selenova.example", PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "hr@selenova.example", role: "hr", rights: [] });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/staff/);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await staffFetch(server, "/staff/session", { cookie: sessionCookie(response) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: "hr@selenova.example", role: "hr", rights: [] });
  });

  it("marks the cookie Secure when the request came over HTTPS (behind a trusted proxy)", async () => {
    // An http public URL: the cookie follows the protocol the proxy reports.
    const proxied = await startServer(engine, { trustProxy: 1 });
    try {
      await addStaff(proxied, "sales");
      const response = await signInRequest(proxied, "sales@selenova.example", PASSWORD, { "x-forwarded-proto": "https" });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it("marks the cookie Secure whenever API_PUBLIC_URL is https, whatever the proxy headers say", async () => {
    const tls = await startServer(engine, { publicUrl: "https://api.selenova.example", trustProxy: 1 });
    try {
      await addStaff(tls, "sales");
      for (const headers of [{}, { "x-forwarded-proto": "http" }] as Record<string, string>[]) {
        const response = await signInRequest(tls, "sales@selenova.example", PASSWORD, headers);
        expect(response.status).toBe(200);
        expect(response.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
        const out = await staffFetch(tls, "/staff/session", { method: "DELETE", cookie: sessionCookie(response), headers });
        expect(out.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
      }
    } finally {
      await tls.close();
    }
  });

  it("gives a fresh session id at every sign-in, and the browser's previous one stops working", async () => {
    const first = await signIn(server, "hr@selenova.example");
    const again = await signInRequest(server, "hr@selenova.example", PASSWORD, { cookie: first });
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await staffFetch(server, "/staff/session", { cookie: first })).status).toBe(401);
    expect((await staffFetch(server, "/staff/session", { cookie: second })).status).toBe(200);
  });

  it("answers a wrong password and an unknown email alike, in about the same time", async () => {
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      const response = await signInRequest(server, email, "not the password at all");
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject(WRONG);
      expect(response.headers.get("set-cookie")).toBeNull();
      return ms;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      // Different accounts each round, so that none reaches the lockout.
      await addStaff(server, "sales", `timing-${i}@selenova.example`);
      known.push(await time(`timing-${i}@selenova.example`));
      unknown.push(await time(`nobody-${i}@selenova.example`));
    }
    // Both run one scrypt; without the decoy hash the unknown email would answer a hundred times
    // faster. The bounds are loose because the machine's load varies between requests.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it("locks an email for 15 minutes after 5 failures within 15 minutes, even for the right password", async () => {
    const email = "locked@selenova.example";
    await addStaff(server, "marketing", email);
    for (let i = 0; i < 5; i += 1) {
      const response = await signInRequest(server, email, `wrong password ${i}`);
      expect(response.status).toBe(401);
    }
    const locked = await signInRequest(server, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/15 minutes/);
    expect(locked.headers.get("set-cookie")).toBeNull();
    // Another email is not affected.
    expect((await signInRequest(server, "hr@selenova.example", PASSWORD)).status).toBe(200);
    // Fifteen minutes later (the lock's end moved into the past), the right password works again.
    await server.db.updateTable("staff_lockouts").set({ until: Date.now() - 1 }).where("email", "=", email).execute();
    expect((await signInRequest(server, email, PASSWORD)).status).toBe(200);
  });

  it("counts failures for unknown emails too, so a lockout does not reveal which emails exist", async () => {
    for (let i = 0; i < 5; i += 1) await signInRequest(server, "ghost@selenova.example", "guess number " + i);
    expect((await signInRequest(server, "ghost@selenova.example", "another guess")).status).toBe(429);
  });

  it("GET /staff/session is 401 signed out; DELETE revokes the session on the server", async () => {
    expect((await staffFetch(server, "/staff/session")).status).toBe(401);
    const cookie = await signIn(server, "admin@selenova.example");
    expect((await staffFetch(server, "/staff/jobs", { cookie })).status).toBe(200);
    const out = await staffFetch(server, "/staff/session", { method: "DELETE", cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/staff_session=;/);
    // The same cookie, replayed: nothing works any more.
    expect((await staffFetch(server, "/staff/session", { cookie })).status).toBe(401);
    expect((await staffFetch(server, "/staff/jobs", { cookie })).status).toBe(401);
    expect((await staffFetch(server, "/staff/session", { method: "DELETE", cookie })).status).toBe(401);
  });

  it("ends a session after 8 hours without a request", async () => {
    const cookie = await signIn(server, "hr@selenova.example");
    const token = cookie.split("=")[1];
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(token).digest("hex");
    await server.db
      .updateTable("staff_sessions")
      .set({ last_seen_at: Date.now() - 8 * 3600_000 + 60_000 })
      .where("token_hash", "=", hash)
      .execute();
    expect((await staffFetch(server, "/staff/jobs", { cookie })).status).toBe(200);
    await server.db
      .updateTable("staff_sessions")
      .set({ last_seen_at: Date.now() - 8 * 3600_000 - 1000 })
      .where("token_hash", "=", hash)
      .execute();
    expect((await staffFetch(server, "/staff/jobs", { cookie })).status).toBe(401);
  });

  it("ends a session 24 hours after it began, however busy it was", async () => {
    const cookie = await signIn(server, "hr@selenova.example");
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(cookie.split("=")[1]).digest("hex");
    const began = (ms: number) =>
      server.db.updateTable("staff_sessions").set({ created_at: Date.now() - ms, last_seen_at: Date.now() - 1000 }).where("token_hash", "=", hash).execute();
    await began(24 * 3600_000 - 60_000);
    expect((await staffFetch(server, "/staff/jobs", { cookie })).status).toBe(200);
    await began(24 * 3600_000 + 1000);
    expect((await staffFetch(server, "/staff/jobs", { cookie })).status).toBe(401);
    expect((await staffFetch(server, "/staff/session", { cookie })).status).toBe(401);
  });

  it("refuses a sign-in with missing fields (422) and never stores the password", async () => {
    const response = await staffFetch(server, "/staff/session", { method: "POST", body: { email: "" } });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { field: string }[] };
    expect(errors.map((e) => e.field).sort()).toEqual(["email", "password"]);
    const hashes = await server.rows<{ password_hash: string }>("SELECT password_hash FROM staff_users");
    expect(hashes.length).toBeGreaterThan(0);
    for (const { password_hash: hash } of hashes) {
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(hash).not.toContain(PASSWORD);
    }
  });

  it("refuses state-changing calls from a foreign Origin (403), before anything happens", async () => {
    const evil = { origin: "https://evil.example" };
    const signInElsewhere = await signInRequest(server, "hr@selenova.example", PASSWORD, evil);
    expect(signInElsewhere.status).toBe(403);
    expect(signInElsewhere.headers.get("set-cookie")).toBeNull();
    const cookie = await signIn(server, "admin@selenova.example");
    const jobs = await server.count("jobs");
    const post = await staffFetch(server, "/staff/jobs", { method: "POST", cookie, headers: evil, body: {} });
    expect(post.status).toBe(403);
    expect(await server.count("jobs")).toBe(jobs);
    const out = await staffFetch(server, "/staff/session", { method: "DELETE", cookie, headers: evil });
    expect(out.status).toBe(403);
    expect((await staffFetch(server, "/staff/session", { cookie })).status).toBe(200);
  });

  it("refuses bodies that are not JSON (what a cross-site form can send): 415", async () => {
    const cookie = await signIn(server, "admin@selenova.example");
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await fetch(`${server.base}/staff/session`, {
        method: "POST",
        headers: { "content-type": type, origin: SITE_ORIGIN, cookie },
        body: JSON.stringify({ email: "hr@selenova.example", password: PASSWORD }),
      });
      expect(response.status).toBe(415);
    }
  });

  it("allows the site's origin with credentials on /staff (CORS preflight)", async () => {
    const response = await fetch(`${server.base}/staff/jobs/1`, {
      method: "OPTIONS",
      headers: { origin: SITE_ORIGIN, "access-control-request-method": "PUT", "access-control-request-headers": "content-type" },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-allow-methods")).toContain("PUT");
    const foreign = await fetch(`${server.base}/staff/jobs`, { headers: { origin: "https://evil.example" } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("logs sign-ins, failed sign-ins and sign-outs, with who and when, never the password", async () => {
    const admin = await signIn(server, "admin@selenova.example");
    await signInRequest(server, "hr@selenova.example", "a wrong password!");
    const hr = await signIn(server, "hr@selenova.example");
    await staffFetch(server, "/staff/session", { method: "DELETE", cookie: hr });
    const response = await staffFetch(server, "/staff/audit", { cookie: admin });
    const { items } = (await response.json()) as { items: { actorEmail: string; action: string; at: string; detail: string }[] };
    const hrActions = items.filter((e) => e.actorEmail === "hr@selenova.example").map((e) => e.action);
    expect(hrActions.slice(0, 3)).toEqual(["sign-out", "sign-in", "sign-in-failed"]);
    expect(items[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(JSON.stringify(items)).not.toContain("a wrong password!");
  });
});
