/** @jest-environment node */
/**
 * `npm run privacy` (api/privacy/cli.ts: sweep, affected), the `privacy` right from `npm run staff`, and the
 * RETENTION_* settings stopping the API's start when under a year (issue 25).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { Readable } from "node:stream";
import { loadConfig, ROOT } from "../../api/config";
import { runPrivacyCli } from "../../api/privacy/cli";
import { runStaffCli } from "../../api/staff/cli";
import { PERSON, TEST_ENGINES, postApplication, postJson, startServer, type TestServer } from "./helpers";
import { signIn, staffFetch } from "./staff-helpers";

jest.setTimeout(120_000);

describe("RETENTION_* settings", () => {
  it("default to 730/365/365 days and refuse a value under 365, naming the variable", () => {
    expect(loadConfig({}).retention).toEqual({ enquiries: 730, downloads: 365, applications: 365 });
    expect(loadConfig({ RETENTION_APPLICATIONS_DAYS: "500" }).retention.applications).toBe(500);
    expect(() => loadConfig({ RETENTION_DOWNLOADS_DAYS: "364" })).toThrow(/RETENTION_DOWNLOADS_DAYS/);
  });

  it("stop the API at start with a message naming the variable", () => {
    const run = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["api/main.ts"], {
      cwd: ROOT,
      env: { ...process.env, RETENTION_ENQUIRIES_DAYS: "30", API_PORT: "0", API_DB_PATH: "/nonexistent/never-created.db" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("RETENTION_ENQUIRIES_DAYS");
  });
});

describe.each(TEST_ENGINES)("npm run privacy on %s", (engine) => {
  let server: TestServer;
  let env: Record<string, string>;
  beforeAll(async () => {
    server = await startServer(engine, { privacySweepEveryMs: null });
    const { dbPath, databaseUrl } = server.options;
    env = { API_DB_PATH: dbPath, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  });
  afterAll(() => server.close());

  const run = async (args: string[], extraEnv: Record<string, string> = {}) => {
    let out = "";
    let err = "";
    const code = await runPrivacyCli(args, { env: { ...env, ...extraEnv }, out: (t) => (out += t), err: (t) => (err += t) });
    return { code, out, err };
  };

  it("lists, as CSV, the people whose data was stored or changed in a window", async () => {
    expect((await postJson(server.base, "/contactus", { ...PERSON, email: "Ada@Selenova.example", message: "One" })).status).toBe(201);
    expect((await postJson(server.base, "/contactus", { ...PERSON, message: "Two" })).status).toBe(201);
    expect((await postApplication(server.base)).status).toBe(201);
    expect((await postJson(server.base, "/contactus", { ...PERSON, email: "early@moon.example", message: "Early" })).status).toBe(201);
    expect((await postJson(server.base, "/privacy-requests", { email: "asker@moon.example", type: "access" })).status).toBe(202);
    await server.exec("UPDATE contacts SET created_at = '2026-01-05T10:00:00.000Z' WHERE email = 'early@moon.example'");

    const today = new Date().toISOString().slice(0, 10);
    const now = await run(["affected", "--since", today]);
    expect(now.code).toBe(0);
    expect(now.out).toBe(
      [
        "email,kinds,enquiries,applications,downloads,privacy-requests",
        "ada@selenova.example,enquiries;applications,2,1,0,0",
        "asker@moon.example,privacy-requests,0,0,0,1",
        "",
      ].join("\n"),
    );
    const january = await run(["affected", "--since", "2026-01-01", "--until", "2026-01-31T23:59:59Z"]);
    expect(january.out.trim().split("\n")).toEqual(["email,kinds,enquiries,applications,downloads,privacy-requests", "early@moon.example,enquiries,1,0,0,0"]);
    // A staff change later counts too.
    await server.exec(`UPDATE contacts SET changed_at = '2026-02-02T10:00:00.000Z' WHERE email = 'early@moon.example'`);
    expect((await run(["affected", "--since", "2026-02-01", "--until", "2026-02-03"])).out).toContain("early@moon.example,enquiries,1,0,0,0");
    expect((await run(["affected"])).code).toBe(2);
    expect((await run(["affected", "--since", "yesterday"])).code).toBe(2);
    expect((await run(["affected", "--since", "2026-02-03", "--until", "2026-02-01"])).code).toBe(2);
  });

  it("sweeps as of a day and prints what it erased by kind", async () => {
    const bad = await run(["sweep", "--as-of", "31/12/2026"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--as-of");
    // The early enquiry last changed on 2024-01-01: 730 days later is 2025-12-31. The others are recent.
    await server.exec("UPDATE contacts SET changed_at = '2024-01-01T00:00:00.000Z' WHERE email = 'early@moon.example'");
    await server.exec("UPDATE privacy_requests SET created_at = '2025-12-24T12:00:00.000Z'");
    const none = await run(["sweep", "--as-of", "2025-12-31"]);
    expect(none.code).toBe(0);
    expect(none.out).toMatch(/^Erased 0 leads whose erasure date is before 2025-12-31:/);
    const swept = await run(["sweep", "--as-of", "2026-01-01"]);
    expect(swept.out).toContain("Erased 1 leads whose erasure date is before 2026-01-01:");
    expect(swept.out).toMatch(/enquiries\s+1\s+\(kept 730 days after the last change\)/);
    expect(swept.out).toMatch(/applications\s+0/);
    expect(swept.out).toContain("Unconfirmed privacy requests deleted: 1");
    expect(swept.out).toContain("Privacy mails removed from the outbox: 1");
    const longer = await run(["sweep", "--as-of", "2026-01-01"], { RETENTION_APPLICATIONS_DAYS: "100" });
    expect(longer.code).toBe(2);
    expect(longer.err).toContain("RETENTION_APPLICATIONS_DAYS");
    expect(await server.count("contacts WHERE erased_at IS NULL")).toBe(2);
    expect((await run(["erase-everything"])).code).toBe(2);
  });

  it("gives and takes the privacy right with npm run staff -- grant|revoke", async () => {
    const staff = async (args: string[], stdin = "") => {
      let out = "";
      let err = "";
      const code = await runStaffCli(args, { env, stdin: Readable.from([stdin]), out: (t) => (out += t), err: (t) => (err += t) });
      return { code, out, err };
    };
    const password = "correct horse battery staple";
    expect((await staff(["add", "--email", "dpo@selenova.example", "--role", "sales"], `${password}\n`)).code).toBe(0);
    const cookie = await signIn(server, "dpo@selenova.example", password);
    expect((await staffFetch(server, "/staff/privacy-requests", { cookie })).status).toBe(403);
    expect(await staff(["grant", "--email", "DPO@selenova.example", "--right", "privacy"])).toMatchObject({ code: 0, out: "dpo@selenova.example: sales, extra rights: privacy\n" });
    expect((await staffFetch(server, "/staff/privacy-requests", { cookie })).status).toBe(200);
    expect((await staff(["list"])).out).toMatch(/^dpo@selenova\.example\tsales\+privacy\t/m);
    expect((await staff(["grant", "--email", "dpo@selenova.example", "--right", "root"])).code).toBe(2);
    expect((await staff(["grant", "--email", "nobody@selenova.example", "--right", "privacy"])).code).toBe(1);
    expect((await staff(["revoke", "--email", "dpo@selenova.example", "--right", "privacy"])).out).toBe("dpo@selenova.example: sales, extra rights: none\n");
    expect((await staffFetch(server, "/staff/privacy-requests", { cookie })).status).toBe(403);
  });
});
