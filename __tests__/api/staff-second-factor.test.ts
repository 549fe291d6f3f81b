/** @jest-environment node */
/**
 * The TOTP second factor (issue 22 §3.7), on both engines: turning it on (QR and secret, a code
 * confirms, recovery codes shown once and stored hashed), signing in with it (no usable session until
 * the code), recovery codes once each, wrong codes throttled, turning it off, and
 * STAFF_REQUIRE_SECOND_FACTOR leading an account to set it up. Codes are computed here from the secret
 * the API showed, as an authenticator app would.
 */
import { createHash } from "node:crypto";
import { generateSync } from "otplib";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { PASSWORD, addStaff, sessionCookie, signIn, signInRequest, staffFetch, type Errors } from "./staff-helpers";

jest.setTimeout(120_000);

/** The code an app shows `offsetSteps` 30-second steps from now. */
const code = (secret: string, offsetSteps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const json = async <T = Record<string, unknown>>(response: Response) => ({ status: response.status, body: (await response.json()) as T, response });

interface Setup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** Turns the second factor on for a signed-in cookie; returns the secret and the recovery codes. */
async function turnOn(server: TestServer, cookie: string) {
  const setup = await json<Setup>(await staffFetch(server, "/staff/second-factor/setup", { method: "POST", cookie, body: {} }));
  expect(setup.status).toBe(200);
  const confirmed = await json<{ recoveryCodes: string[] }>(
    await staffFetch(server, "/staff/second-factor/confirm", { method: "POST", cookie, body: { code: code(setup.body.secret) } }),
  );
  expect(confirmed.status).toBe(200);
  return { ...setup.body, recoveryCodes: confirmed.body.recoveryCodes };
}

const secondStep = (server: TestServer, cookie: string, value: string, headers: Record<string, string> = {}) =>
  staffFetch(server, "/staff/session/second-factor", { method: "POST", cookie, body: { code: value }, headers });

describe.each(TEST_ENGINES)("the staff second factor on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(() => server?.close());

  it("turns on with a QR code and the secret as text; a code confirms it; recovery codes are shown once and kept hashed", async () => {
    const user = await addStaff(server, "hr", "qr@selenova.example");
    const cookie = await signIn(server, user.email);
    expect((await json(await staffFetch(server, "/staff/second-factor", { cookie }))).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    const setup = await json<Setup>(await staffFetch(server, "/staff/second-factor/setup", { method: "POST", cookie, body: {} }));
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Selenova%20Digital%20staff:qr%40selenova\.example\?/);
    expect(new URL(setup.body.otpauthUrl).searchParams.get("secret")).toBe(setup.body.secret);
    expect(setup.body.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(setup.body.qrSvg).not.toMatch(/<script|href=/i);
    // Not on until a code from the app proves it was scanned.
    const wrong = await json<Errors>(await staffFetch(server, "/staff/second-factor/confirm", { method: "POST", cookie, body: { code: "000000" } }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: "code", message: expect.stringMatching(/does not match/) }]);
    expect((await json(await staffFetch(server, "/staff/second-factor", { cookie }))).body).toMatchObject({ enabled: false });

    const confirmed = await json<{ recoveryCodes: string[] }>(
      await staffFetch(server, "/staff/second-factor/confirm", { method: "POST", cookie, body: { code: code(setup.body.secret) } }),
    );
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect((await json(await staffFetch(server, "/staff/second-factor", { cookie }))).body).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Stored as hashes only.
    const stored = await server.rows<{ code_hash: string }>(`SELECT code_hash FROM staff_recovery_codes WHERE user_id = ${user.id}`);
    expect(stored.map((row) => row.code_hash).sort()).toEqual(
      codes.map((c) => createHash("sha256").update(c.replace(/-/g, "")).digest("hex")).sort(),
    );
    expect(JSON.stringify(await server.rows("SELECT * FROM staff_recovery_codes"))).not.toContain(codes[0].replace(/-/g, "").slice(0, 8));
    // A second setup while it is on is refused: turning it off comes first.
    expect((await staffFetch(server, "/staff/second-factor/setup", { method: "POST", cookie, body: {} })).status).toBe(409);
  });

  it("with it on, the password alone gives {secondFactor: \"required\"} and no usable session; the code completes the sign-in", async () => {
    const user = await addStaff(server, "sales", "two-step@selenova.example");
    const { secret } = await turnOn(server, await signIn(server, user.email));

    const first = await signInRequest(server, "Two-Step@selenova.example", PASSWORD);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ email: user.email, role: "sales", rights: [], secondFactor: "required" });
    const pending = sessionCookie(first);
    expect((await staffFetch(server, "/staff/session", { cookie: pending })).status).toBe(401);
    expect((await staffFetch(server, "/staff/enquiries", { cookie: pending })).status).toBe(401);
    expect((await staffFetch(server, "/staff/second-factor/setup", { method: "POST", cookie: pending, body: {} })).status).toBe(401);

    const wrong = await json<{ message: string }>(await secondStep(server, pending, "123456"));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/code is not right/);
    const missing = await json<Errors>(await secondStep(server, pending, " "));
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].field).toBe("code");

    // The next step's code (the one confirming setup used this step's).
    const next = code(secret, 1);
    const done = await secondStep(server, pending, next);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ email: user.email, role: "sales", rights: [] });
    const full = sessionCookie(done);
    expect(full).not.toBe(pending);
    expect((await staffFetch(server, "/staff/enquiries", { cookie: full })).status).toBe(200);
    expect((await secondStep(server, pending, next)).status).toBe(401);

    // The same code never works twice, even in a new sign-in.
    const again = sessionCookie(await signInRequest(server, user.email, PASSWORD));
    expect((await secondStep(server, again, next)).status).toBe(401);
    // Without a password first there is no second step.
    expect((await secondStep(server, "staff_session=nothing", code(secret))).status).toBe(401);
  });

  it("accepts each recovery code once, typed with any case or spacing", async () => {
    const user = await addStaff(server, "marketing", "recovery@selenova.example");
    const { recoveryCodes } = await turnOn(server, await signIn(server, user.email));
    const typed = ` ${recoveryCodes[3].toLowerCase().replace(/-/g, " ")} `;
    const pending = sessionCookie(await signInRequest(server, user.email, PASSWORD));
    const used = await secondStep(server, pending, typed);
    expect(used.status).toBe(200);
    const cookie = sessionCookie(used);
    expect((await json(await staffFetch(server, "/staff/second-factor", { cookie }))).body).toMatchObject({ recoveryCodesLeft: 9 });
    const replay = sessionCookie(await signInRequest(server, user.email, PASSWORD));
    expect((await secondStep(server, replay, recoveryCodes[3])).status).toBe(401);
    expect((await secondStep(server, replay, recoveryCodes[4])).status).toBe(200);
    const admin = await addStaff(server, "admin", "auditor@selenova.example");
    const { items } = (await (await staffFetch(server, "/staff/audit", { cookie: await signIn(server, admin.email) })).json()) as {
      items: { actorEmail: string; action: string; detail: string }[];
    };
    const mine = items.filter((e) => e.actorEmail === user.email).map((e) => `${e.action} ${e.detail}`.trim());
    expect(mine).toContain("sign-in with a recovery code");
    expect(mine).toContain("sign-in-failed wrong second-factor code");
    expect(mine).toContain("second-factor-on");
    expect(JSON.stringify(items)).not.toContain(recoveryCodes[4]);
  });

  it("counts wrong codes toward the lock-out: the 5th locks the email for this client, the right code included", async () => {
    const user = await addStaff(server, "hr", "guessed@selenova.example");
    const { secret } = await turnOn(server, await signIn(server, user.email));
    const pending = sessionCookie(await signInRequest(server, user.email, PASSWORD));
    for (const guess of ["111111", "222222", "333333", "444444", "555555"]) expect((await secondStep(server, pending, guess)).status).toBe(401);
    const locked = await secondStep(server, pending, code(secret, 1));
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/15 minutes/);
    // The password is refused too from this client, for the lock-out's length.
    expect((await signInRequest(server, user.email, PASSWORD)).status).toBe(429);
  });

  it("turns off with the password or a code (never without), and then the password alone signs in", async () => {
    const user = await addStaff(server, "sales", "off@selenova.example");
    const { recoveryCodes } = await turnOn(server, await signIn(server, user.email));
    const cookie = sessionCookie(await secondStep(server, sessionCookie(await signInRequest(server, user.email, PASSWORD)), recoveryCodes[0]));
    const off = (body: unknown) => staffFetch(server, "/staff/second-factor", { method: "DELETE", cookie, body });
    const none = await json<Errors>(await off({}));
    expect([none.status, none.body.errors[0].field]).toEqual([422, "password"]);
    const wrong = await json<Errors>(await off({ password: "not my password at all" }));
    expect([wrong.status, wrong.body.errors[0].field]).toEqual([422, "password"]);
    const wrongCode = await json<Errors>(await off({ code: "999999" }));
    expect([wrongCode.status, wrongCode.body.errors[0].field]).toEqual([422, "code"]);
    expect((await json(await staffFetch(server, "/staff/second-factor", { cookie }))).body).toMatchObject({ enabled: true });
    expect((await off({ password: PASSWORD })).status).toBe(204);
    expect((await json(await staffFetch(server, "/staff/second-factor", { cookie }))).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect(await server.count("staff_recovery_codes WHERE user_id = " + user.id)).toBe(0);
    const direct = await signInRequest(server, user.email, PASSWORD);
    expect(await direct.json()).toEqual({ email: user.email, role: "sales", rights: [] });
  });

  it("refuses turning off with a code once wrong codes have locked the email, the right code included", async () => {
    const user = await addStaff(server, "sales", "off-guessed@selenova.example");
    const { secret, recoveryCodes } = await turnOn(server, await signIn(server, user.email));
    const cookie = sessionCookie(await secondStep(server, sessionCookie(await signInRequest(server, user.email, PASSWORD)), recoveryCodes[0]));
    const off = (body: unknown) => staffFetch(server, "/staff/second-factor", { method: "DELETE", cookie, body });
    for (const guess of ["111111", "222222", "333333", "444444", "555555"]) expect((await off({ code: guess })).status).toBe(422);
    const locked = await off({ code: code(secret, 1) });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/15 minutes/);
    expect((await json(await staffFetch(server, "/staff/second-factor", { cookie }))).body).toMatchObject({ enabled: true });
  });

  it("ends a half-signed-in session after 10 minutes", async () => {
    const user = await addStaff(server, "hr", "slow@selenova.example");
    const { secret } = await turnOn(server, await signIn(server, user.email));
    const pending = sessionCookie(await signInRequest(server, user.email, PASSWORD));
    await server.exec(`UPDATE staff_sessions SET created_at = created_at - ${10 * 60_000 + 1000} WHERE stage = 'second-factor'`);
    expect((await secondStep(server, pending, code(secret, 1))).status).toBe(401);
  });
});

describe.each(TEST_ENGINES)("STAFF_REQUIRE_SECOND_FACTOR=1 on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { requireSecondFactor: true });
  });
  afterAll(() => server?.close());

  it("leads an account without one to set it up at sign-in; until then only the setup routes answer", async () => {
    const user = await addStaff(server, "admin", "new-admin@selenova.example");
    const first = await signInRequest(server, user.email, PASSWORD);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ email: user.email, role: "admin", rights: [], secondFactor: "setup-required" });
    const half = sessionCookie(first);
    expect((await staffFetch(server, "/staff/session", { cookie: half })).status).toBe(401);
    expect((await staffFetch(server, "/staff/users", { cookie: half })).status).toBe(401);
    expect((await staffFetch(server, "/staff/second-factor", { cookie: half })).status).toBe(401);

    const setup = await json<Setup>(await staffFetch(server, "/staff/second-factor/setup", { method: "POST", cookie: half, body: {} }));
    expect(setup.status).toBe(200);
    const confirmed = await staffFetch(server, "/staff/second-factor/confirm", { method: "POST", cookie: half, body: { code: code(setup.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    // Confirming signs the person in, with a new session id.
    const full = sessionCookie(confirmed);
    expect(full).not.toBe(half);
    expect((await staffFetch(server, "/staff/users", { cookie: full })).status).toBe(200);
    expect((await staffFetch(server, "/staff/users", { cookie: half })).status).toBe(401);
    expect((await json(await staffFetch(server, "/staff/second-factor", { cookie: full }))).body).toMatchObject({ enabled: true, required: true });
    // It cannot be turned off while every account must have it.
    expect((await staffFetch(server, "/staff/second-factor", { method: "DELETE", cookie: full, body: { password: PASSWORD } })).status).toBe(403);
    // The next sign-in asks for the code.
    expect(await (await signInRequest(server, user.email, PASSWORD)).json()).toMatchObject({ secondFactor: "required" });
  });
});
