/** @jest-environment node */
/**
 * Sign-in throttling against an attacker on the internet (issue 22 §3.1–3.3), on both engines: limits
 * decided on the matched route, lock-outs per client, a per-IP budget across emails, a per-account
 * slow-down across IPs that mails the owner (a real SMTP server on loopback), and the client IP taken
 * exactly one proxy hop deep. Each client is named by the X-Forwarded-For our one proxy would append.
 */
import { loadConfig } from "../../api/config";
import { FILES, TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { settingsFor } from "./notify/lead-mail";
import { addresses, startMailServer, type TestMailServer } from "./notify/mail-server";
import { PASSWORD, addStaff, signIn, signInRequest, staffFetch } from "./staff-helpers";

jest.setTimeout(180_000);

/** What our one reverse proxy sends for a client at `ip` (a client's own header goes in front). */
const from = (ip: string, forged?: string) => ({ "x-forwarded-for": forged ? `${forged}, ${ip}` : ip });

describe.each(TEST_ENGINES)("staff sign-in throttling on %s", (engine) => {
  let smtp: TestMailServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startMailServer();
    // API_TRUST_PROXY=1, read as main.ts reads it: one proxy in front.
    server = await startServer(engine, { trustProxy: loadConfig({ API_TRUST_PROXY: "1" }).trustProxy, notify: settingsFor(smtp.url), notifyWorker: { pollMs: 50 } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("locks an email only for the client that failed 5 times (any case or spacing); its owner elsewhere signs in", async () => {
    const owner = await addStaff(server, "marketing", "owner@selenova.example");
    const attacker = "203.0.113.10";
    const spellings = ["owner@selenova.example", " Owner@Selenova.example ", "OWNER@SELENOVA.EXAMPLE", "owner@selenova.EXAMPLE\t", "  owner@selenova.example"];
    for (const [i, email] of spellings.entries()) {
      expect((await signInRequest(server, email, `wrong password ${i}`, from(attacker))).status).toBe(401);
    }
    const locked = await signInRequest(server, owner.email, PASSWORD, from(attacker));
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/15 minutes/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    // A header the attacker writes in front of the proxy's changes nothing.
    expect((await signInRequest(server, owner.email, PASSWORD, from(attacker, "198.51.100.77"))).status).toBe(429);
    // The owner, from another client, during the attack:
    const mine = await signInRequest(server, " OWNER@selenova.example", PASSWORD, from("192.0.2.20"));
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ email: "owner@selenova.example", role: "marketing", rights: [] });
  });

  it("gives one client a budget of 20 failures across emails, then refuses it (429) while others sign in", async () => {
    const hr = await addStaff(server, "hr", "spread@selenova.example");
    const stuffer = "203.0.113.20";
    for (let i = 0; i < 20; i += 1) {
      expect((await signInRequest(server, `person${i}@selenova.example`, "Password123!", from(stuffer))).status).toBe(401);
    }
    const refused = await signInRequest(server, hr.email, PASSWORD, from(stuffer));
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/network/);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await signInRequest(server, hr.email, PASSWORD, from("192.0.2.21"))).status).toBe(200);
  });

  it("slows an account attacked from many clients (growing delay), mails its owner once, and still lets the owner in", async () => {
    const target = await addStaff(server, "admin", "target@selenova.example");
    const before = smtp.received.length;
    // Ten clients, one guess each: none reaches its own lock-out.
    for (let i = 0; i < 10; i += 1) {
      expect((await signInRequest(server, "Target@selenova.example", `guess ${i}`, from(`198.51.100.${i + 1}`))).status).toBe(401);
    }
    await smtp.waitFor(before + 1);
    const { envelope, mail } = smtp.received[before];
    expect(envelope.to).toEqual([target.email]);
    expect(addresses(mail.to)).toEqual([target.email]);
    expect(mail.subject).toBe("Many failed sign-ins to your staff account");
    expect(mail.text).toContain("10 times in the last 15 minutes");
    expect(mail.text).toContain("/admin/account");

    const timed = async (password: string, ip: string) => {
      const start = Date.now();
      const response = await signInRequest(server, target.email, password, from(ip));
      return { status: response.status, ms: Date.now() - start };
    };
    // The owner waits a second (as the attackers do), and gets in.
    const owner = await timed(PASSWORD, "192.0.2.30");
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(950);
    // The owner's success forgives only the owner's own failures: the next guess waits as long, the one after twice as long.
    expect((await timed("guess 10", "198.51.100.11")).ms).toBeGreaterThanOrEqual(950);
    const slower = await timed("guess 11", "198.51.100.12");
    expect(slower.status).toBe(401);
    expect(slower.ms).toBeGreaterThanOrEqual(1950);
    // One mail per window, however long the attack goes on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.envelope.to.includes(target.email))).toHaveLength(1);
  });

  it("mails nobody for an email without an account, and answers it like any other", async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 10; i += 1) {
      expect((await signInRequest(server, "nobody-here@selenova.example", `guess ${i}`, from(`198.51.101.${i + 1}`))).status).toBe(401);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(before);
    const rows = await server.rows<{ n: number }>("SELECT count(*) AS n FROM notification_outbox WHERE kind = 'sign-in-alert'");
    expect(Number(rows[0].n)).toBe(1);
  });
});

describe.each(TEST_ENGINES)("the per-IP rate limit on %s, decided on the matched route", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { trustProxy: loadConfig({ API_TRUST_PROXY: "true" }).trustProxy, rateLimitMax: 3 });
    await addStaff(server, "admin");
    await addStaff(server, "marketing");
  });
  afterAll(() => server?.close());

  /** Spends a client's budget of 3 POSTs on /staff/session. */
  const spend = async (ip: string) => {
    for (let i = 0; i < 3; i += 1) expect((await signInRequest(server, "admin@selenova.example", `wrong ${i}`, from(ip))).status).toBe(401);
    expect((await signInRequest(server, "admin@selenova.example", PASSWORD, from(ip))).status).toBe(429);
  };

  const post = (route: string, ip: string) =>
    fetch(`${server.base}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:9000", ...from(ip) },
      body: JSON.stringify({ email: "admin@selenova.example", password: PASSWORD }),
    });

  it("refuses the spent budget whatever the spelling of the sign-in's path: encoded, doubled slash, other case", async () => {
    await spend("203.0.113.40");
    for (const route of ["/staff/%73ession", "/staff/%73%65ssion", "/%73taff/session", "//staff/session", "/staff//session", "/STAFF/SESSION", "/Staff/session", "/staff/session/"]) {
      const response = await post(route, "203.0.113.40");
      expect([route, response.status]).not.toEqual([route, 200]);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    // Spelled in a way the router matches, it is the sign-in route, and its budget is spent.
    expect((await post("/staff/%73ession", "203.0.113.40")).status).toBe(429);
    // The second step of a sign-in draws on the same budget.
    expect((await post("/staff/session/%73econd-factor", "203.0.113.40")).status).toBe(429);
  });

  it("takes the client from exactly one proxy hop: a forged X-Forwarded-For does not buy a fresh budget", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await signInRequest(server, "admin@selenova.example", `wrong ${i}`, from("203.0.113.50", `10.9.8.${i}`))).status).toBe(401);
    }
    const forged = await signInRequest(server, "admin@selenova.example", PASSWORD, from("203.0.113.50", "10.9.8.99, 172.16.0.1"));
    expect(forged.status).toBe(429);
    // Another real client is not affected.
    expect((await signInRequest(server, "admin@selenova.example", PASSWORD, from("203.0.113.51"))).status).toBe(200);
  });

  it("treats an encoded spelling of the image route as the image route (multipart accepted, not 415)", async () => {
    const cookie = await signIn(server, "marketing@selenova.example");
    const created = await staffFetch(server, "/staff/posts", {
      method: "POST",
      cookie,
      body: { title: "Route spelling", blog: "<p>Body</p>", status: "draft" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(FILES.pdf)], { type: "application/pdf" }), "not-an-image.pdf");
    const response = await staffFetch(server, `/staff/posts/${id}/%69mage`, { method: "POST", cookie, body: form });
    // The route's own check answers (the file is no image), not the JSON-only rule for other routes.
    expect(response.status).not.toBe(415);
    expect(response.status).toBe(422);
  });
});
