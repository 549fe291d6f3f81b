/** @jest-environment node */
/**
 * Guesses sent all at once (issue 28 §2), on both engines, over real HTTP to a listening server: the
 * sign-in and second-factor budgets hold however many tries arrive together, because a try is counted
 * before its password or code is checked, in one locked step. "Checked" is told from the answer: a
 * 429 means the throttle refused the try before any check; a 401 or 200 means it was checked.
 */
import { generateSync } from "otplib";
import { loadConfig } from "../../api/config";
import { newSecret } from "../../api/staff/second-factor/totp";
import { ACCOUNT_SLOWDOWN_AFTER, CLIENT_FAILURES, LOCKOUT_FAILURES, accountDelay, signInThrottle } from "../../api/staff/throttle";
import { openDatabase, type Connection } from "../../api/store/db";
import { TEST_ENGINES, freshStore, startServer, type TestServer } from "./helpers";
import { PASSWORD, addStaff, sessionCookie, signInRequest, staffFetch } from "./staff-helpers";

jest.setTimeout(180_000);

const AT_ONCE = 50;

/** What our one reverse proxy sends for a client at `ip`. */
const from = (ip: string) => ({ "x-forwarded-for": ip });

const statuses = (responses: Response[]) => responses.map((response) => response.status);
const checked = (answers: number[]) => answers.filter((status) => status !== 429).length;

/** Six-digit codes that are none of the account's codes from a minute before to a minute after now. */
function wrongCodes(secret: string, n: number): string[] {
  const now = Math.floor(Date.now() / 1000);
  const near = new Set([-2, -1, 0, 1, 2].map((step) => generateSync({ secret, epoch: now + step * 30 })));
  const codes: string[] = [];
  for (let i = 0; codes.length < n; i += 1) {
    const candidate = String(100_000 + i * 7919).padStart(6, "0");
    if (!near.has(candidate)) codes.push(candidate);
  }
  return codes;
}

describe.each(TEST_ENGINES)("sign-in budgets under parallel guesses on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // API_TRUST_PROXY=1 as main.ts reads it; the per-IP rate limit is left high so that only the throttle answers.
    server = await startServer(engine, { trustProxy: loadConfig({ API_TRUST_PROXY: "1" }).trustProxy });
  });
  afterAll(() => server?.close());

  it(`checks at most ${LOCKOUT_FAILURES} of ${AT_ONCE} passwords sent at once for one account from one address`, async () => {
    const user = await addStaff(server, "admin", "parallel@selenova.example");
    const ip = "203.0.113.60";
    const passwords = Array.from({ length: AT_ONCE }, (_, i) => (i === AT_ONCE - 1 ? PASSWORD : `wrong guess ${i}`));
    const answers = statuses(await Promise.all(passwords.map((password) => signInRequest(server, user.email, password, from(ip)))));
    expect(checked(answers)).toBeLessThanOrEqual(LOCKOUT_FAILURES);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(AT_ONCE - LOCKOUT_FAILURES);
    const right = answers[AT_ONCE - 1];
    if (right === 429) {
      // The budget was spent by wrong guesses: the right password stays refused from this address.
      expect((await signInRequest(server, user.email, PASSWORD, from(ip))).status).toBe(429);
    } else {
      expect(right).toBe(200);
    }
    // Each checked try left one audit entry; none of the refused ones was checked.
    const failed = await server.rows<{ n: number }>(
      `SELECT count(*) AS n FROM audit_log WHERE action = 'sign-in-failed' AND actor_email = '${user.email}' AND detail = ''`,
    );
    expect(Number(failed[0].n)).toBe(answers.filter((status) => status === 401).length);
    // The owner, elsewhere, still signs in.
    expect((await signInRequest(server, user.email, PASSWORD, from("192.0.2.60"))).status).toBe(200);
  });

  it(`checks at most ${CLIENT_FAILURES} of ${AT_ONCE} passwords sent at once from one address across emails`, async () => {
    const ip = "203.0.113.61";
    const answers = statuses(
      await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => signInRequest(server, `stuffed${i}@selenova.example`, "Password123!", from(ip)))),
    );
    expect(checked(answers)).toBeLessThanOrEqual(CLIENT_FAILURES);
    expect(answers.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe.each(TEST_ENGINES)("the account's slow-down under parallel tries on %s", (engine) => {
  let location: Awaited<ReturnType<typeof freshStore>>;
  let connection: Connection;
  beforeAll(async () => {
    location = await freshStore(engine);
    connection = await openDatabase(location);
  });
  afterAll(async () => {
    await connection?.close();
    await location?.drop();
  });

  it("makes the tries past the account's budget wait, even when they all arrive together from different addresses", async () => {
    const waits: number[] = [];
    const throttle = signInThrottle(connection.db, engine, { wait: async (ms) => waits.push(ms) });
    const tries = ACCOUNT_SLOWDOWN_AFTER + 3;
    // Every try passes the gate before any of them is found wrong.
    const gates = await Promise.all(Array.from({ length: tries }, (_, i) => throttle.gate("slowed@selenova.example", `198.51.100.${i + 1}`)));
    expect(gates.every((gate) => gate.open)).toBe(true);
    expect(waits.sort((a, b) => a - b)).toEqual([0, 1, 2].map((n) => accountDelay(ACCOUNT_SLOWDOWN_AFTER + n)));
    await Promise.all(gates.map((_, i) => throttle.failed("slowed@selenova.example", `198.51.100.${i + 1}`)));
  });
});

describe.each(TEST_ENGINES)("second-factor budgets under parallel codes on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { trustProxy: loadConfig({ API_TRUST_PROXY: "1" }).trustProxy });
  });
  afterAll(() => server?.close());

  /** An account with the second factor on, signed in with its password only: the half-signed-in cookie. */
  async function halfSignedIn(email: string, ip: string) {
    const user = await addStaff(server, "sales", email);
    const secret = newSecret();
    await server.db.updateTable("staff_users").set({ totp_secret: secret }).where("id", "=", user.id).execute();
    const response = await signInRequest(server, email, PASSWORD, from(ip));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ secondFactor: "required" });
    return { user, secret, cookie: sessionCookie(response) };
  }

  const secondStep = (cookie: string, code: string, ip: string) =>
    staffFetch(server, "/staff/session/second-factor", { method: "POST", cookie, body: { code }, headers: from(ip) });

  const wrongCodeEntries = async (email: string) =>
    Number(
      (
        await server.rows<{ n: number }>(
          `SELECT count(*) AS n FROM audit_log WHERE action = 'sign-in-failed' AND actor_email = '${email}' AND detail = 'wrong second-factor code'`,
        )
      )[0].n,
    );

  it(`checks at most ${LOCKOUT_FAILURES} of ${AT_ONCE} codes sent at once on one half-signed-in session from one address`, async () => {
    const ip = "203.0.113.70";
    const { user, secret, cookie } = await halfSignedIn("codes@selenova.example", ip);
    const answers = statuses(await Promise.all(wrongCodes(secret, AT_ONCE).map((code) => secondStep(cookie, code, ip))));
    expect(checked(answers)).toBeLessThanOrEqual(LOCKOUT_FAILURES);
    expect(await wrongCodeEntries(user.email)).toBe(checked(answers));
    // The right code is refused now too.
    expect((await secondStep(cookie, generateSync({ secret }), ip)).status).toBe(429);
  });

  it(`checks at most ${LOCKOUT_FAILURES} of ${AT_ONCE} codes sent at once on one half-signed-in session from ${AT_ONCE} addresses`, async () => {
    const { user, secret, cookie } = await halfSignedIn("spread-codes@selenova.example", "192.0.2.71");
    const answers = statuses(
      await Promise.all(wrongCodes(secret, AT_ONCE).map((code, i) => secondStep(cookie, code, `198.51.100.${i + 100}`))),
    );
    expect(checked(answers)).toBeLessThanOrEqual(LOCKOUT_FAILURES);
    expect(await wrongCodeEntries(user.email)).toBe(checked(answers));
    // This session's budget is spent: even the right code, from a fresh address, does not complete it.
    const right = await secondStep(cookie, generateSync({ secret }), "192.0.2.72");
    expect(right.status).toBe(429);
    expect((await right.json()).message).toMatch(/sign in again/i);
  });
});
