/**
 * @jest-environment node
 */
import { SecondFactorStep, createAuthProvider } from "../../src/admin/auth-provider";
import { API_URL } from "../../src/lib/api-base";
import { fakeFetch, json } from "./fake-fetch";

describe("the staff auth provider", () => {
  const original = global.fetch;
  afterEach(() => {
    global.fetch = original;
  });

  test("signing in posts the email and password and remembers the role for the menu", async () => {
    const { sent } = fakeFetch({ status: 200, body: { email: "hr@selenova.example", role: "hr" } });
    const auth = createAuthProvider();
    await auth.login({ email: " hr@selenova.example ", password: "correct horse battery" });
    expect(sent[0]).toMatchObject({ url: `${API_URL}/staff/session`, method: "POST", credentials: "include" });
    expect(json(sent[0])).toEqual({ email: "hr@selenova.example", password: "correct horse battery" });
    await expect(auth.getPermissions?.({})).resolves.toBe("hr");
    await expect(auth.canAccess?.({ resource: "jobs", action: "list" })).resolves.toBe(true);
    await expect(auth.canAccess?.({ resource: "enquiries", action: "list" })).resolves.toBe(false);
    await expect(auth.getIdentity?.()).resolves.toEqual({ id: "hr@selenova.example", fullName: "hr@selenova.example", rights: [] });
    expect(sent).toHaveLength(1);
  });

  test("the provider turns {secondFactor: \"required\"} into a second step, and sends the code to /staff/session/second-factor", async () => {
    const { sent } = fakeFetch(
      { status: 200, body: { email: "hr@selenova.example", role: "hr", secondFactor: "required" } },
      { status: 200, body: { email: "hr@selenova.example", role: "hr" } },
    );
    const auth = createAuthProvider();
    await expect(auth.login({ email: "hr@selenova.example", password: "x" })).rejects.toEqual(new SecondFactorStep("required"));
    expect(auth.current()).toBeNull();
    await auth.login({ code: "123456" });
    expect(sent[1].url).toMatch(/\/staff\/session\/second-factor$/);
    expect(json(sent[1])).toEqual({ code: "123456" });
    expect(auth.current()).toEqual({ email: "hr@selenova.example", role: "hr", rights: [] });
  });

  test("an extra right from the session answer opens its screen (issue 25: privacy), and only that", async () => {
    fakeFetch({ status: 200, body: { email: "sales@selenova.example", role: "sales", rights: ["privacy"] } });
    const auth = createAuthProvider();
    await auth.login({ email: "sales@selenova.example", password: "correct horse battery" });
    await expect(auth.canAccess?.({ resource: "privacy-requests", action: "list" })).resolves.toBe(true);
    await expect(auth.canAccess?.({ resource: "enquiries", action: "list" })).resolves.toBe(true);
    await expect(auth.canAccess?.({ resource: "users", action: "list" })).resolves.toBe(false);
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ rights: ["privacy"] });

    fakeFetch({ status: 200, body: { email: "hr@selenova.example", role: "hr", rights: [] } });
    const hr = createAuthProvider();
    await hr.login({ email: "hr@selenova.example", password: "correct horse battery" });
    await expect(hr.canAccess?.({ resource: "privacy-requests", action: "list" })).resolves.toBe(false);
  });

  test("a wrong password rejects with the server's message", async () => {
    fakeFetch({ status: 401, body: { message: "Email or password is incorrect" } });
    await expect(createAuthProvider().login({ email: "a@b.example", password: "nope nope nope" })).rejects.toThrow("Email or password is incorrect");
  });

  test("a lockout rejects with the server's 429 message", async () => {
    fakeFetch({ status: 429, body: { message: "Too many failed attempts. Try again in 15 minutes." } });
    await expect(createAuthProvider().login({ email: "a@b.example", password: "x".repeat(12) })).rejects.toThrow("Too many failed attempts. Try again in 15 minutes.");
  });

  test("checkAuth asks the server once: a session lets the console in, a 401 sends it to sign-in quietly", async () => {
    const { sent } = fakeFetch({ status: 200, body: { email: "a@b.example", role: "admin" } }, { status: 401, body: { message: "Sign in" } });
    const signedIn = createAuthProvider();
    await expect(signedIn.checkAuth({})).resolves.toBeUndefined();
    await expect(signedIn.checkAuth({})).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({ message: false });
    expect(sent.map((s) => `${s.method} ${s.url.replace(API_URL, "")}`)).toEqual(["GET /staff/session", "GET /staff/session"]);
  });

  test("a 401 from any call signs the console out; a 403 does not", async () => {
    fakeFetch({ status: 200, body: { email: "a@b.example", role: "sales" } });
    const auth = createAuthProvider();
    await auth.checkAuth({});
    await expect(auth.checkError({ status: 403, message: "no" })).resolves.toBeUndefined();
    expect(auth.current()).toEqual({ email: "a@b.example", role: "sales", rights: [] });
    await expect(auth.checkError({ status: 401, message: "gone" })).rejects.toEqual({ message: "Your session has ended. Please sign in again." });
    expect(auth.current()).toBeNull();
  });

  test("signing out revokes the session on the server", async () => {
    const { sent } = fakeFetch({ status: 200, body: { email: "a@b.example", role: "marketing" } }, { status: 204 });
    const auth = createAuthProvider();
    await auth.login({ email: "a@b.example", password: "x".repeat(12) });
    await auth.logout({});
    expect(sent[1]).toMatchObject({ url: `${API_URL}/staff/session`, method: "DELETE", credentials: "include" });
    expect(auth.current()).toBeNull();
  });

  test("a session answer without a known role is refused", async () => {
    fakeFetch({ status: 200, body: { email: "a@b.example", role: "owner" } });
    await expect(createAuthProvider().login({ email: "a@b.example", password: "x".repeat(12) })).rejects.toThrow("without an email and a role");
  });
});
