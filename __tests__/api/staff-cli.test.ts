/** @jest-environment node */
/** `npm run staff` (api/staff/cli.ts): adding, listing, changing and removing accounts, on both engines. */
import { Readable } from "node:stream";
import { runStaffCli } from "../../api/staff/cli";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { PASSWORD, signIn, signInRequest, staffFetch } from "./staff-helpers";

// Every sign-in runs scrypt (memory-hard on purpose); on a loaded machine that takes a while.
jest.setTimeout(120_000);

describe.each(TEST_ENGINES)("npm run staff on %s", (engine) => {
  let env: Record<string, string>;
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(engine);
    const { dbPath, databaseUrl } = server.options;
    env = { API_DB_PATH: dbPath, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  });
  afterAll(() => server.close());

  const run = async (args: string[], stdin = "") => {
    let out = "";
    let err = "";
    const code = await runStaffCli(args, {
      env,
      stdin: Readable.from([stdin]),
      out: (text) => (out += text),
      err: (text) => (err += text),
    });
    return { code, out, err };
  };

  it("adds an account whose password comes from standard input, and it can sign in", async () => {
    const added = await run(["add", "--email", "Ops@Selenova.example", "--role", "admin"], `${PASSWORD}\nignored second line\n`);
    expect(added).toMatchObject({ code: 0, out: "Added ops@selenova.example (admin)\n" });
    expect(added.out + added.err).not.toContain(PASSWORD);
    expect((await signInRequest(server, "ops@selenova.example", PASSWORD)).status).toBe(200);
    const list = await run(["list"]);
    expect(list.out).toMatch(/^ops@selenova\.example\tadmin\t\d{4}-/m);
  });

  it("refuses a short password, an unknown role, a taken email and a bad command", async () => {
    expect((await run(["add", "--email", "short@selenova.example", "--role", "hr"], "elevenchars\n")).code).toBe(2);
    expect((await run(["add", "--email", "role@selenova.example", "--role", "boss"], `${PASSWORD}\n`)).code).toBe(2);
    await run(["add", "--email", "twice@selenova.example", "--role", "hr"], `${PASSWORD}\n`);
    const again = await run(["add", "--email", "twice@selenova.example", "--role", "sales"], `${PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.err).toContain("already an account");
    expect((await run(["promote"])).code).toBe(2);
    expect(await server.rows("SELECT email FROM staff_users WHERE email IN ('short@selenova.example', 'role@selenova.example')")).toEqual([]);
  });

  it("refuses an email holding a control character or a text-direction mark, saying so", async () => {
    for (const mark of ["\u001e", "\u001f", "\u0007", "\u001b", "\u202e", "\u200f", "\u2066"]) {
      const result = await run(["add", "--email", `cli${mark}mark@selenova.example`, "--role", "hr"], `${PASSWORD}\n`);
      expect([JSON.stringify(mark), result.code]).toEqual([JSON.stringify(mark), 2]);
      expect(result.err).toContain("--email: An email address cannot contain control characters or text-direction marks");
    }
    expect(await server.rows("SELECT email FROM staff_users WHERE email LIKE 'cli%'")).toEqual([]);
  });

  it("refuses common, repetitive and sequential passwords and ones holding the email's name, saying why", async () => {
    const cases: [string, string, RegExp][] = [
      ["repeat@selenova.example", "aaaaaaaaaaaa", /repeats/],
      ["digits@selenova.example", "123456789012", /common passwords|sequence/],
      ["common@selenova.example", "password1234", /common passwords/],
      ["keys@selenova.example", "qwertyuiop[]", /common passwords|keyboard/],
      ["priya.nair@selenova.example", "Priya and the moon rockets", /email name \("priya"\)/],
    ];
    for (const [email, password, why] of cases) {
      const result = await run(["add", "--email", email, "--role", "hr"], `${password}\n`);
      expect([email, result.code]).toEqual([email, 2]);
      expect(result.err).toMatch(why);
      expect(result.err).not.toContain(password);
    }
    expect(await server.rows(`SELECT email FROM staff_users WHERE email IN (${cases.map(([e]) => `'${e}'`).join(", ")})`)).toEqual([]);
    await run(["add", "--email", "weak-later@selenova.example", "--role", "hr"], `${PASSWORD}\n`);
    const changed = await run(["password", "--email", "weak-later@selenova.example"], "weak-later-123\n");
    expect(changed.code).toBe(2);
    expect(changed.err).toMatch(/email name/);
    expect((await signInRequest(server, "weak-later@selenova.example", PASSWORD)).status).toBe(200);
  });

  it("turns off the second factor of an account whose owner lost phone and codes; its sessions end", async () => {
    await run(["add", "--email", "lost.phone@selenova.example", "--role", "hr"], `${PASSWORD}\n`);
    const cookie = await signIn(server, "lost.phone@selenova.example");
    await server.exec("UPDATE staff_users SET totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' WHERE email = 'lost.phone@selenova.example'");
    expect(await (await signInRequest(server, "lost.phone@selenova.example", PASSWORD)).json()).toMatchObject({ secondFactor: "required" });
    const off = await run(["second-factor-off", "--email", "Lost.Phone@selenova.example"]);
    expect(off).toMatchObject({ code: 0, out: "Second factor turned off for lost.phone@selenova.example; its sessions were signed out\n" });
    expect((await staffFetch(server, "/staff/session", { cookie })).status).toBe(401);
    expect(await (await signInRequest(server, "lost.phone@selenova.example", PASSWORD)).json()).toEqual({ email: "lost.phone@selenova.example", role: "hr", rights: [] });
    expect((await run(["second-factor-off", "--email", "nobody@selenova.example"])).code).toBe(1);
  });

  it("writes every account change it makes to the audit log, as the command line's, and the console's audit view shows them", async () => {
    const email = "audited.cli@selenova.example";
    // An admin to read the audit screen, made first (SQLite may give a removed account's id to the next one).
    expect((await run(["add", "--email", "audit.reader@selenova.example", "--role", "admin"], `${PASSWORD}\n`)).code).toBe(0);
    const steps: [string[], string][] = [
      [["add", "--email", email, "--role", "hr"], `${PASSWORD}\n`],
      [["grant", "--email", email, "--right", "privacy"], ""],
      [["revoke", "--email", email, "--right", "privacy"], ""],
      [["password", "--email", email], "another long passphrase\n"],
      [["second-factor-off", "--email", email], ""],
      [["remove", "--email", email], ""],
    ];
    expect((await run(...steps[0])).code).toBe(0);
    const [{ id }] = await server.rows<{ id: number }>(`SELECT id FROM staff_users WHERE email = '${email}'`);
    for (const step of steps.slice(1)) expect([step[0][0], (await run(...step)).code]).toEqual([step[0][0], 0]);
    const expected = [
      ["create", `${email} (hr)`],
      ["update", "rights: privacy"],
      ["update", "rights: none"],
      ["update", "password changed; signed out everywhere"],
      ["second-factor-off", "signed out everywhere"],
      ["delete", email],
    ];
    const rows = await server.rows<{ actor_email: string; action: string; detail: string }>(
      `SELECT actor_email, action, detail FROM audit_log WHERE entity = 'user' AND entity_id = '${id}' ORDER BY id`,
    );
    expect(rows.map((row) => [row.action, row.detail])).toEqual(expected);
    for (const row of rows) expect(row.actor_email).toMatch(/^command line \(.+\)$/);
    expect(JSON.stringify(rows)).not.toContain("another long passphrase");
    // The admin's audit screen reads GET /staff/audit.
    const page = (await (await staffFetch(server, "/staff/audit", { cookie: await signIn(server, "audit.reader@selenova.example") })).json()) as {
      items: { actorEmail: string; action: string; entity: string; entityId: string; detail: string }[];
    };
    const shown = page.items.filter((item) => item.entity === "user" && item.entityId === String(id)).map((item) => [item.action, item.detail]);
    expect(shown.reverse()).toEqual(expected);
  });

  it("changes a password (old sessions end) and removes an account", async () => {
    await run(["add", "--email", "mover@selenova.example", "--role", "sales"], `${PASSWORD}\n`);
    const cookie = await signIn(server, "mover@selenova.example");
    const changed = await run(["password", "--email", "mover@selenova.example"], "a brand new passphrase\n");
    expect(changed.code).toBe(0);
    expect((await staffFetch(server, "/staff/session", { cookie })).status).toBe(401);
    expect((await signInRequest(server, "mover@selenova.example", PASSWORD)).status).toBe(401);
    expect((await signInRequest(server, "mover@selenova.example", "a brand new passphrase")).status).toBe(200);
    expect((await run(["remove", "--email", "mover@selenova.example"])).code).toBe(0);
    expect((await signInRequest(server, "mover@selenova.example", "a brand new passphrase")).status).toBe(401);
    expect((await run(["remove", "--email", "mover@selenova.example"])).code).toBe(1);
  });
});

