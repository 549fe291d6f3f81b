/** @jest-environment node */
/**
 * The erasure ledger (issue 28 §3): a restore of an older backup brings erased people back, with no
 * tombstone; `npm run privacy -- reapply-erasures --from <ledger>` erases them again from the ledger kept
 * outside the database (`npm run privacy -- erasures`, or the API's log lines), and only those leads.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { runPrivacyCli } from "../../api/privacy/cli";
import { parseLedger } from "../../api/privacy/ledger";
import { connect } from "../../api/store/db";
import { APPLICANT, TEST_ENGINES, postApplication, postJson } from "./helpers";
import { staffClient } from "./staff-helpers";
import { confirmedRequest, privacyWorld, type PrivacyWorld } from "./privacy-helpers";

jest.setTimeout(120_000);

const GONE = { firstName: "Perpetua", lastName: "Marlowe", email: "perpetua.m@moon.example", phoneNumber: "9811122233" };
const STAYS = { firstName: "Constance", lastName: "Held", email: "constance@moon.example", phoneNumber: "9811122244" };

describe("the erasure ledger's text", () => {
  it("reads ledger lines and the API's log lines, skipping anything else", () => {
    const text = [
      JSON.stringify({ kind: "enquiries", id: 4, month: "2026-11", erasedAt: "2026-11-26T10:00:00.000Z", reason: "request" }),
      JSON.stringify({ level: 30, msg: "privacy erasure", erasedLeads: [{ kind: "applications", id: 2, month: "2026-10" }, { kind: "downloads", id: 0, month: "2026-10" }] }),
      JSON.stringify({ level: 30, msg: "request completed", url: "/staff/enquiries" }),
      "not json {",
      JSON.stringify({ kind: "enquiries", id: 4, month: "2026-11" }),
    ].join("\n");
    expect(parseLedger(text)).toEqual([
      { kind: "enquiries", id: 4, month: "2026-11" },
      { kind: "applications", id: 2, month: "2026-10" },
    ]);
  });
});

describe.each(TEST_ENGINES)("reapplying erasures on %s", (engine) => {
  let world: PrivacyWorld;
  beforeAll(async () => {
    world = await privacyWorld(engine);
  });
  afterAll(() => world.close());

  const cli = async (args: string[], env: Record<string, string>) => {
    let out = "";
    const code = await runPrivacyCli(args, { env, out: (t) => (out += t), err: (t) => (out += t) });
    return { code, out };
  };

  it("erases again, in a restored older copy, the leads erased since, and nothing else", async () => {
    const { server } = world;
    expect((await postJson(server.base, "/contactus", { ...GONE, message: "Perpetua's enquiry" })).status).toBe(201);
    expect((await postApplication(server.base, { fields: { ...APPLICANT, ...GONE } })).status).toBe(201);
    expect((await postJson(server.base, "/contactus", { ...STAYS, message: "Constance's enquiry" })).status).toBe(201);
    const { dbPath, databaseUrl } = server.options;
    const live = { API_DB_PATH: dbPath, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

    // The backup, taken before the erasure (SQLite's own copy; on PostgreSQL the same database stands in).
    const backup = path.join(server.dir, "backup.db");
    if (engine === "sqlite") await sql`vacuum into ${backup}`.execute(server.db);

    const id = await confirmedRequest(world, GONE.email, "erasure");
    const admin = await staffClient(server, "admin");
    expect((await admin.json(`/staff/privacy-requests/${id}/erase`, { method: "POST", body: {} })).body).toEqual({ erased: { enquiries: 1, applications: 1, downloads: 0 } });
    const listed = await cli(["erasures"], live);
    expect(listed.code).toBe(0);
    const month = new Date().toISOString().slice(0, 7);
    const ledger = parseLedger(listed.out);
    expect(ledger).toEqual([
      { kind: "enquiries", id: 1, month },
      { kind: "applications", id: 1, month },
    ]);
    expect(listed.out).not.toMatch(/perpetua|marlowe|9811122233/i);
    // A lead that took a free id later (another month) is not the one the ledger means.
    const file = path.join(server.dir, "erasures.jsonl");
    fs.writeFileSync(file, `${listed.out}${JSON.stringify({ kind: "enquiries", id: 2, month: "2020-01" })}\n`);

    if (engine === "postgres") {
      const again = await cli(["reapply-erasures", "--from", file], live);
      expect(again.out).toContain("Erased again: 0");
      expect(again.out).toContain("Already erased here: 2");
      return;
    }
    const restored = { API_DB_PATH: backup };
    const before = connect({ dbPath: backup });
    expect((await before.db.selectFrom("contacts").select("email").orderBy("id").execute()).map((r) => r.email)).toEqual([GONE.email, STAYS.email]);
    await before.close();
    const run = await cli(["reapply-erasures", "--from", file], restored);
    expect(run.code).toBe(0);
    expect(run.out).toContain("The ledger lists 3 erased leads. Erased again: 2");
    expect(run.out).toContain("Not here (no such lead, or a lead of another month): 1");
    const after = connect({ dbPath: backup });
    const rows = await after.db.selectFrom("contacts").select(["email", "erase_reason"]).orderBy("id").execute();
    expect(rows).toEqual([
      { email: "", erase_reason: "restore" },
      { email: STAYS.email, erase_reason: null },
    ]);
    await after.close();
    const bytes = Buffer.concat([backup, `${backup}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f))).toString("latin1").toLowerCase();
    for (const value of [GONE.email, GONE.firstName, GONE.lastName, GONE.phoneNumber]) expect([value, bytes.includes(value.toLowerCase())]).toEqual([value, false]);
    expect(bytes).toContain(STAYS.email);
  });
});
