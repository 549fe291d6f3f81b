/** @jest-environment node */
/**
 * The notice version a lead records (issue 28): the forms name it in the Notice-Version header, the bodies
 * being exactly the spec's fields. No header (an API client, an old page): the version in force when the lead
 * arrives. A version that never existed: the version in force, and a log line without the visitor's data.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { UNKNOWN_NOTICE_VERSION_LOG } from "../../api/routes/notice-version";
import { NOTICE_RECHECK_MS } from "../../api/privacy/notice-versions";
import { APPLICANT, PERSON, SITE_ORIGIN, TEST_ENGINES, postApplication, postJson, startServer, type TestServer } from "./helpers";

jest.setTimeout(120_000);

const STUDY = { caseStudyName: "orbit-fixture-study", pdf: "orbit-fixture" };
/** A notice with a past version, the version in force, and one whose day is far off (known, not yet in force). */
const NOTICE = {
  privacy: {
    version: "future-3",
    effectiveFrom: "2999-01-01",
    earlierVersions: [
      { version: "first-1", effectiveFrom: "2020-01-01" },
      { version: "current-2", effectiveFrom: "2020-06-01" },
    ],
  },
};
const IN_FORCE = "current-2";

const versionOf = async (server: TestServer, table: "contacts" | "case_study_downloads" | "job_applications") =>
  (await server.rows<{ notice_version: string | null }>(`SELECT notice_version FROM ${table} ORDER BY id DESC LIMIT 1`))[0]?.notice_version;

describe.each(TEST_ENGINES)("the notice version of a lead on %s", (engine) => {
  let server: TestServer;
  let dir: string;
  let noticeFile: string;
  let log = "";
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "notice-version-"));
    noticeFile = path.join(dir, "privacy.json");
    writeFileSync(noticeFile, JSON.stringify(NOTICE));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    server = await startServer(engine, { noticeFile, privacySweepEveryMs: null, logger: { level: "info", stream } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("records the version in force when no header names one, on each of the three forms", async () => {
    expect((await postJson(server.base, "/contactus", { ...PERSON, message: "No header" })).status).toBe(201);
    expect(await versionOf(server, "contacts")).toBe(IN_FORCE);
    expect((await postJson(server.base, "/case_study/store", { ...PERSON, ...STUDY })).status).toBe(201);
    expect(await versionOf(server, "case_study_downloads")).toBe(IN_FORCE);
    expect((await postApplication(server.base, { fields: APPLICANT })).status).toBe(201);
    expect(await versionOf(server, "job_applications")).toBe(IN_FORCE);
  });

  it("stores a version the notice had, in force or not, as the header names it", async () => {
    for (const version of ["first-1", "current-2", "future-3"]) {
      expect((await postJson(server.base, "/contactus", { ...PERSON, message: "Known" }, { "Notice-Version": version })).status).toBe(201);
      expect(await versionOf(server, "contacts")).toBe(version);
    }
    expect((await postJson(server.base, "/case_study/store", { ...PERSON, ...STUDY }, { "Notice-Version": "first-1" })).status).toBe(201);
    expect(await versionOf(server, "case_study_downloads")).toBe("first-1");
    expect((await postApplication(server.base, { fields: APPLICANT, headers: { "Notice-Version": "first-1" } })).status).toBe(201);
    expect(await versionOf(server, "job_applications")).toBe("first-1");
  });

  it("stores the version in force instead of one that never existed, and logs that without the visitor's data", async () => {
    const visitor = { ...PERSON, firstName: "Zebulon", email: "zebulon.q@moon.example" };
    log = "";
    const made = "Zebulon-made-this-up";
    expect((await postJson(server.base, "/contactus", { ...visitor, message: "Unknown" }, { "Notice-Version": made })).status).toBe(201);
    expect(await versionOf(server, "contacts")).toBe(IN_FORCE);
    expect((await postJson(server.base, "/case_study/store", { ...visitor, ...STUDY }, { "Notice-Version": " " })).status).toBe(201);
    expect(await versionOf(server, "case_study_downloads")).toBe(IN_FORCE);
    const long = "x".repeat(500);
    expect((await postApplication(server.base, { fields: { ...APPLICANT, ...visitor }, headers: { "Notice-Version": long } })).status).toBe(201);
    expect(await versionOf(server, "job_applications")).toBe(IN_FORCE);

    const lines = log.split("\n").filter((line) => line.includes(UNKNOWN_NOTICE_VERSION_LOG));
    expect(lines.map((line) => (JSON.parse(line) as { route: string }).route)).toEqual(["/contactus", "/case_study/store", "/jobapplication"]);
    for (const secret of [visitor.firstName, visitor.email, visitor.phoneNumber, made, long]) expect(log).not.toContain(secret);
  });

  it("ignores a noticeVersion body field (an old page): the body's fields are the spec's", async () => {
    const old = { ...PERSON, message: "Old page", noticeVersion: "first-1" };
    expect((await postJson(server.base, "/contactus", old)).status).toBe(201);
    expect(await versionOf(server, "contacts")).toBe(IN_FORCE);
    expect((await postApplication(server.base, { fields: { ...APPLICANT, noticeVersion: "first-1" } })).status).toBe(201);
    expect(await versionOf(server, "job_applications")).toBe(IN_FORCE);
  });

  it("reads the notice again within a second of its file changing (a new version published from the console)", async () => {
    const next = { privacy: { ...NOTICE.privacy, earlierVersions: [...NOTICE.privacy.earlierVersions, { version: "current-2b", effectiveFrom: "2021-01-01" }] } };
    writeFileSync(noticeFile, JSON.stringify(next));
    const later = new Date(Date.now() + 5_000);
    utimesSync(noticeFile, later, later);
    // The file's time is looked at again once the last look is NOTICE_RECHECK_MS old.
    await new Promise((resolve) => setTimeout(resolve, NOTICE_RECHECK_MS + 50));
    expect((await postJson(server.base, "/contactus", { ...PERSON, message: "After the change" })).status).toBe(201);
    expect(await versionOf(server, "contacts")).toBe("current-2b");
  });

  it("lets the site send the header across origins (CORS)", async () => {
    const response = await fetch(`${server.base}/contactus`, {
      method: "OPTIONS",
      headers: { Origin: SITE_ORIGIN, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,notice-version" },
    });
    expect(response.status).toBeLessThan(300);
    expect((response.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/)).toEqual(
      expect.arrayContaining(["content-type", "notice-version"]),
    );
  });
});
