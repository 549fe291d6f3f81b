/** @jest-environment node */
/**
 * Erased values leave the database's files, not only its rows (issue 28 §3). On SQLite the raw bytes of
 * the file, its WAL and its shared-memory index are searched for every value a person sent (and staff
 * wrote about them), after an erasure on request and after `npm run privacy -- sweep`; on PostgreSQL the
 * tables an erasure touched are vacuumed once it is done. Issue 31: where the person's visit came from
 * (their leads' attribution: a campaign, term and content found nowhere else) goes too.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { runPrivacyCli } from "../../api/privacy/cli";
import { ERASURE_TABLES } from "../../api/privacy/purge";
import { TEST_ENGINES, postApplication, postJson, type TestServer } from "./helpers";
import { staffClient, type StaffClient } from "./staff-helpers";
import { confirmedRequest, privacyWorld, waitForMails, type PrivacyWorld } from "./privacy-helpers";
import { HR, SALES, STUDY } from "./notify/lead-mail";
import { seedVisit } from "./analytics/attribution-helpers";

jest.setTimeout(180_000);

/** A person whose every value is a string found nowhere else. */
function person(tag: string, first: string, last: string, phone: string) {
  return {
    person: { firstName: first, lastName: last, email: `orbit-${tag}-q8w3@erase.example`, phoneNumber: phone },
    // Long (onto SQLite's overflow pages) and random, so PostgreSQL keeps it as it is rather than compressed.
    // Without "p", random base64 can never spell the words the message rule refuses ("php", "script").
    message: `Message-${tag}-kvq ${randomBytes(1800).toString("base64").replace(/p/gi, "k")}`,
    address: `Address-${tag}-7 Nebula Row, Aundh, Pune`,
    description: `Description-${tag}-zpx: I chart comets.`,
    note: `Note-${tag}-wrb: called back`,
    // Random bytes around the marker, as in a real (compressed) PDF: PostgreSQL stores them as they are.
    resume: Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(20_000), Buffer.from(`Resume-bytes-${tag}-hjq`), randomBytes(20_000), Buffer.from("\n%%EOF\n")]),
    resumeName: `Resume-name-${tag}.pdf`,
    // Where their visit came from (issue 31): each lead's attribution copies it.
    userAgent: `Mozilla/5.0 (erasure ${tag})`,
    campaign: `Campaign-${tag}-utm`,
    term: `Term-${tag}-utm`,
    content: `Content-${tag}-utm`,
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
  `Resume-bytes-${p.message.split("-")[1]}-hjq`,
  p.resumeName,
  p.campaign,
  p.term,
  p.content,
];

/** Which of the values are in the files, as raw bytes (any case, UTF-8 or UTF-16). */
function inFiles(files: readonly string[], values: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
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
  const { day } = await seedVisit(server, { userAgent: p.userAgent, source: "erasure-test", campaign: p.campaign, term: p.term, content: p.content });
  const headers = { "user-agent": p.userAgent };
  expect((await postJson(server.base, "/contactus", { ...p.person, message: p.message }, headers)).status).toBe(201);
  const application = { ...p.person, address: p.address, description: p.description, jobTitle: "Senior React Developer", jobLocation: "Pune, Maharashtra, India" };
  expect((await postApplication(server.base, { fields: application, resume: { bytes: p.resume, name: p.resumeName }, headers })).status).toBe(201);
  expect((await postJson(server.base, "/case_study/store", { ...p.person, caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf }, headers)).status).toBe(201);
  expect(await server.count("lead_attributions")).toBeGreaterThanOrEqual(3);
  // The values' other copies are not the person's and live on clocks of their own: the raw visit (30 days)
  // and the day's source line, whose campaign stays with its counts. Removed here, so that the search
  // below finds only what the leads' attributions hold.
  await server.db.deleteFrom("analytics_visits").where("campaign", "=", p.campaign).execute();
  await server.db.deleteFrom("analytics_daily_sources").where("day", "=", day).where("campaign", "=", p.campaign).execute();
  const found = await sales.json<{ items: { id: number; version: number }[] }>(`/staff/enquiries?q=${encodeURIComponent(p.person.email)}`);
  expect(found.body.items).toHaveLength(1);
  expect((await sales.call(`/staff/enquiries.csv?q=${encodeURIComponent(p.person.email)}`)).status).toBe(200);
  const { id, version } = found.body.items[0];
  expect((await sales.call(`/staff/enquiries/${id}`, { method: "PATCH", body: { status: "done", note: p.note, version } })).status).toBe(200);
}

/**
 * The files that hold the erasure tables on PostgreSQL (each table, its TOAST table and their indexes),
 * after a CHECKPOINT has written every changed page to them.
 */
async function postgresFiles(server: TestServer): Promise<string[]> {
  await server.exec("CHECKPOINT");
  const [{ dir }] = await server.rows<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
  const names = ERASURE_TABLES.map((table) => `'${table}'`).join(", ");
  const rows = await server.rows<{ file: string }>(`
    WITH t AS (SELECT oid, reltoastrelid FROM pg_class WHERE relname IN (${names}) AND relnamespace = 'public'::regnamespace),
         rels AS (SELECT oid FROM t UNION SELECT reltoastrelid FROM t WHERE reltoastrelid <> 0),
         all_rels AS (SELECT oid FROM rels UNION SELECT indexrelid FROM pg_index WHERE indrelid IN (SELECT oid FROM rels))
    SELECT pg_relation_filepath(oid) AS file FROM all_rels`);
  return rows.map((row) => `${dir}/${row.file}`);
}

/** Which of the values the database's files hold, as raw bytes. */
async function storedIn(server: TestServer, values: readonly string[]): Promise<string[]> {
  const files = server.engine === "sqlite" ? [server.options.dbPath, `${server.options.dbPath}-wal`, `${server.options.dbPath}-shm`] : await postgresFiles(server);
  return values.filter((value) => inFiles(files, [value]).length > 0).sort();
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
    // The values are in the files to begin with (so the search below can find them).
    expect(await storedIn(server, valuesOf(asked))).toEqual([...valuesOf(asked)].sort());

    // On request: everything held for the address goes; only the open request keeps the address.
    const id = await confirmedRequest(world, asked.person.email, "erasure");
    const erased = await admin.json(`/staff/privacy-requests/${id}/erase`, { method: "POST", body: {} });
    expect(erased.body).toEqual({ erased: { enquiries: 1, applications: 1, downloads: 1 } });
    expect(await storedIn(server, valuesOf(asked))).toEqual([asked.person.email]);

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
    expect(await storedIn(server, [...valuesOf(asked), ...valuesOf(swept)])).toEqual([]);
    if (engine === "sqlite") expect(fs.statSync(`${dbPath}-wal`).size).toBe(0);
  });
});
