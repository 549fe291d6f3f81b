/** @jest-environment node */
/**
 * Erased values leave the database's files, not only its rows (issue 28 §3). On SQLite the raw bytes of
 * the file, its WAL and its shared-memory index are searched for every value a person sent (and staff
 * wrote about them), after an erasure on request and after `npm run privacy -- sweep`; on PostgreSQL the
 * tables an erasure touched are vacuumed once it is done.
 */
import fs from "node:fs";
import { runPrivacyCli } from "../../api/privacy/cli";
import { ERASURE_TABLES } from "../../api/privacy/purge";
import { TEST_ENGINES, postApplication, postJson, type TestServer } from "./helpers";
import { staffClient, type StaffClient } from "./staff-helpers";
import { confirmedRequest, privacyWorld, waitForMails, type PrivacyWorld } from "./privacy-helpers";
import { HR, SALES, STUDY } from "./notify/lead-mail";

jest.setTimeout(180_000);

/** A person whose every value is a string found nowhere else; a long message spills onto overflow pages. */
function person(tag: string, first: string, last: string, phone: string) {
  return {
    person: { firstName: first, lastName: last, email: `orbit-${tag}-q8w3@erase.example`, phoneNumber: phone },
    message: `Message-${tag}-kvq ${"stellar-".repeat(300)}end-of-message-${tag}`,
    address: `Address-${tag}-7 Nebula Row, Aundh, Pune`,
    description: `Description-${tag}-zpx: I chart comets.`,
    note: `Note-${tag}-wrb: called back`,
    resume: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from(`Resume-bytes-${tag}-hjq `.repeat(400)), Buffer.from("\n%%EOF\n")]),
    resumeName: `Resume-name-${tag}.pdf`,
  };
}

type Person = ReturnType<typeof person>;

/** The values to look for: what the person sent, what staff wrote and searched for. */
const valuesOf = (p: Person): string[] => [
  p.person.email,
  p.person.firstName,
  p.person.lastName,
  p.person.phoneNumber,
  `Message-${p.message.split("-")[1]}-kvq`,
  p.address,
  p.description,
  p.note,
  p.resume.subarray(9, 40).toString("latin1"),
  p.resumeName,
];

/** Which of the values are in the SQLite file, its WAL or its shared memory, as raw bytes (any case, UTF-8 or UTF-16). */
function inFiles(dbPath: string, values: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) {
    if (!fs.existsSync(file)) continue;
    const bytes = fs.readFileSync(file);
    const lower = Buffer.from(bytes.toString("latin1").toLowerCase(), "latin1");
    for (const value of values) {
      const needle = value.toLowerCase();
      if (lower.includes(Buffer.from(needle, "utf8")) || lower.includes(Buffer.from(needle, "utf16le"))) found.add(value);
    }
  }
  return [...found];
}

/** Every lead kind for the person, a staff note on the enquiry and audit entries quoting their address. */
async function leaveTraces(world: PrivacyWorld, sales: StaffClient, p: Person): Promise<void> {
  const { server } = world;
  expect((await postJson(server.base, "/contactus", { ...p.person, message: p.message })).status).toBe(201);
  const application = { ...p.person, address: p.address, description: p.description, jobTitle: "Senior React Developer", jobLocation: "Pune, Maharashtra, India" };
  expect((await postApplication(server.base, { fields: application, resume: { bytes: p.resume, name: p.resumeName } })).status).toBe(201);
  expect((await postJson(server.base, "/case_study/store", { ...p.person, caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf })).status).toBe(201);
  const found = await sales.json<{ items: { id: number; version: number }[] }>(`/staff/enquiries?q=${encodeURIComponent(p.person.email)}`);
  expect(found.body.items).toHaveLength(1);
  expect((await sales.call(`/staff/enquiries.csv?q=${encodeURIComponent(p.person.email)}`)).status).toBe(200);
  const { id, version } = found.body.items[0];
  expect((await sales.call(`/staff/enquiries/${id}`, { method: "PATCH", body: { status: "done", note: p.note, version } })).status).toBe(200);
}

/** Resolves with the manual VACUUM count of each erasure table (PostgreSQL). */
async function vacuumCounts(server: TestServer): Promise<Record<string, number>> {
  const rows = await server.rows<{ relname: string; vacuum_count: number }>(
    `SELECT relname, vacuum_count FROM pg_stat_user_tables WHERE relname IN (${ERASURE_TABLES.map((t) => `'${t}'`).join(", ")})`,
  );
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.vacuum_count)]));
}

describe.each(TEST_ENGINES)("erased bytes on %s", (engine) => {
  let world: PrivacyWorld;
  beforeAll(async () => {
    world = await privacyWorld(engine);
  });
  afterAll(() => world.close());

  it("leaves none of an erased person's values in the database's files, on request and by the sweep", async () => {
    const { server, smtp } = world;
    const asked = person("a", "Quillonia", "Vexmarrow", "9786512340");
    const swept = person("b", "Brisenthal", "Ormolquay", "9786512341");
    const sales = await staffClient(server, "sales");
    const admin = await staffClient(server, "admin");
    await leaveTraces(world, sales, asked);
    await leaveTraces(world, sales, swept);
    await waitForMails(smtp, SALES[0], 4);
    await waitForMails(smtp, HR[0], 2);
    const sqlite = engine === "sqlite";
    if (sqlite) {
      // The values are in the files to begin with (so the search below can find them).
      expect(inFiles(server.options.dbPath, valuesOf(asked)).sort()).toEqual(valuesOf(asked).sort());
    }

    // On request: everything held for the address goes; only the open request keeps the address.
    const id = await confirmedRequest(world, asked.person.email, "erasure");
    const vacuumsBefore = sqlite ? {} : await vacuumCounts(server);
    const erased = await admin.json(`/staff/privacy-requests/${id}/erase`, { method: "POST", body: {} });
    expect(erased.body).toEqual({ erased: { enquiries: 1, applications: 1, downloads: 1 } });
    if (sqlite) {
      expect(inFiles(server.options.dbPath, valuesOf(asked))).toEqual([asked.person.email]);
    } else {
      const after = await vacuumCounts(server);
      for (const table of ERASURE_TABLES) expect([table, after[table]]).toEqual([table, (vacuumsBefore[table] ?? 0) + 1]);
    }

    // Closed, its mail sent: then the sweep (from the command line) erases the other person by age and
    // removes the sent mail, the last copy of the first one's address.
    expect((await admin.call(`/staff/privacy-requests/${id}`, { method: "PATCH", body: { status: "done", note: "Erased." } })).status).toBe(200);
    await waitForMails(smtp, asked.person.email, 2);
    const deadline = Date.now() + 10_000;
    while ((await server.rows("SELECT id FROM notification_outbox WHERE kind = 'privacy-closed' AND state = 'sent'")).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { dbPath, databaseUrl } = server.options;
    let out = "";
    const code = await runPrivacyCli(["sweep", "--as-of", "2030-01-01"], {
      env: { API_DB_PATH: dbPath, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      out: (text) => (out += text),
      err: (text) => (out += text),
    });
    expect(code).toBe(0);
    expect(out).toContain("Erased 3 leads");
    if (sqlite) {
      expect(inFiles(dbPath, [...valuesOf(asked), ...valuesOf(swept)])).toEqual([]);
      expect(fs.statSync(`${dbPath}-wal`).size).toBe(0);
    } else {
      const [contacts] = await server.rows<{ n_dead_tup: number; vacuum_count: number }>(
        "SELECT n_dead_tup, vacuum_count FROM pg_stat_user_tables WHERE relname = 'contacts'",
      );
      expect(Number(contacts.vacuum_count)).toBeGreaterThanOrEqual(2);
    }
  });
});
