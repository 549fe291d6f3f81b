/** @jest-environment node */
import { sql } from "kysely";
import { accounts } from "../../api/staff/accounts";
import { runCopy } from "../../api/db-copy";
import { openStore } from "../../api/store";
import {
  FILES,
  PERSON,
  TEST_ENGINES,
  freshStore,
  postApplication,
  postJson,
  startServer,
  type TestServer,
} from "./helpers";

const onPostgres = TEST_ENGINES.includes("postgres") ? describe : describe.skip;

// A test server, a PostgreSQL database and a scrypt hash each take a while on a loaded machine.
jest.setTimeout(60_000);

onPostgres("npm run db:copy", () => {
  let sqlite: TestServer;
  let target: Awaited<ReturnType<typeof freshStore>>;

  beforeAll(async () => {
    sqlite = await startServer("sqlite");
    await postJson(sqlite.base, "/contactus", { ...PERSON, message: "Copied across" });
    await postJson(sqlite.base, "/case_study/store", { ...PERSON, caseStudyName: "Orbit", pdf: "orbit-fixture" });
    await postApplication(sqlite.base, { resume: { bytes: FILES.docx, name: "cv.docx" } });
    const admin = await accounts(sqlite.db).add("admin@selenova.example", "admin", "correct horse battery staple");
    // A second factor's recovery code (its hash), which must move with the account.
    await sqlite.db.insertInto("staff_recovery_codes").values({ user_id: admin.id, code_hash: "a".repeat(64), used_at: null }).execute();
    target = await freshStore("postgres");
  });
  afterAll(async () => {
    await sqlite.close();
    await target.drop();
  });

  const copy = async () => {
    let out = "";
    const code = await runCopy(["--to", target.databaseUrl ?? "", "--from", sqlite.options.dbPath], {}, (text) => {
      out += text;
    });
    return { code, out };
  };

  it("copies every row and file into PostgreSQL, ids and bytes included", async () => {
    const { code, out } = await copy();
    expect(code).toBe(0);
    expect(out).toMatch(/contacts\s+1 in SQLite\s+1 copied/);
    const store = await openStore({ databaseUrl: target.databaseUrl, dbPath: ":memory:" });
    try {
      for (const table of ["contacts", "job_applications", "case_study_downloads", "jobs", "blogs", "staff_users", "staff_recovery_codes", "notification_outbox"]) {
        const query = `SELECT * FROM ${table} ORDER BY id`;
        const copied = (await sql.raw(query).execute(store.db)).rows;
        expect(copied).toEqual(await sqlite.rows(query));
        expect(copied.length).toBeGreaterThan(0);
      }
      const [application] = await store.applications.list();
      expect((await store.files.get("resume", application.resumeFile))?.bytes).toEqual(FILES.docx);
      expect((await store.files.names("blog-image")).length).toBe((await sqlite.files("blog-image")).length);
      // New rows get ids after the copied ones.
      expect(await store.contacts.insert({ ...PERSON, message: "Next" })).toBe(2);
    } finally {
      await store.close();
    }
  });

  it("changes nothing when run again", async () => {
    const { code, out } = await copy();
    expect(code).toBe(0);
    expect(out).not.toMatch(/\s[1-9]\d* copied/);
    const store = await openStore({ databaseUrl: target.databaseUrl, dbPath: ":memory:" });
    expect(await store.contacts.count()).toBe(2); // the copied one and the one added since
    expect(await store.applications.count()).toBe(1);
    await store.close();
  });

  it("refuses a target that is not PostgreSQL, and a missing SQLite file", async () => {
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await runCopy(["--to", "sqlite:///tmp/x.db"], {}, () => undefined)).toBe(2);
    expect(await runCopy(["--to", target.databaseUrl ?? "", "--from", "/nonexistent/agency.db"], {}, () => undefined)).toBe(1);
    stderr.mockRestore();
  });
});
