/**
 * @jest-environment node
 *
 * Lead notifications through the real routes, on both store engines, into a real SMTP server on
 * loopback (smtp-server; what arrives is parsed with mailparser): each lead mails the right inbox,
 * nothing is lost while the mail server is down, two API processes on one database send one mail
 * per lead, visitor text adds no header or recipient, and a slow mail server never slows a POST.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { AddressObject } from "mailparser";
import { DATA_FILES, loadNotifySettings } from "../../api/notify/settings";
import { HONEYPOT } from "../../api/routes/shared";
import { startMailServer, type ReceivedMail, type TestMailServer } from "./notify/mail-server";
import {
  APPLICANT,
  FIXTURES,
  TEST_ENGINES,
  postApplication,
  postJson,
  sleep,
  spawnApi,
  startServer,
  type ApiProcess,
  type TestServer,
} from "./helpers";

jest.setTimeout(60_000);

const SALES = ["sales@moon.example", "deals@moon.example"];
const HR = ["people@moon.example"];
const SITE = "https://selenova.example";
const ALICE = { firstName: "Alice", lastName: "Smith", email: "alice@example.com", phoneNumber: "9876543210" };
const ENQUIRY = { ...ALICE, message: "We need a site for our observatory.\nCan we talk on Monday?" };
const APPLICATION = { ...APPLICANT, ...ALICE };
/** A case study of the test fixtures (the API's PDF library and the mails read the same file). */
const STUDY = { caseStudyName: "orbit-fixture-study", pdf: "orbit-fixture", title: "Fixture Orbit Launch" };
const DOWNLOAD = { ...ALICE, caseStudyName: STUDY.caseStudyName, pdf: STUDY.pdf };

const ENV = {
  NOTIFY_SALES: SALES.join(","),
  NOTIFY_HR: HR.join(","),
  GATSBY_SITE_URL: SITE,
  MAIL_FROM: "Selenova website <website@selenova.example>",
};

const settingsFor = (smtpUrl: string) =>
  loadNotifySettings(
    { ...ENV, SMTP_URL: smtpUrl },
    { ...DATA_FILES, caseStudies: path.join(FIXTURES, "case-studies.json") },
  );

/** A PDF résumé whose bytes any re-encoding on the way would change. */
const resumeBytes = () =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(40 * 1024), Buffer.from("\r\n.\r\n%%EOF\n")]);

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) =>
    object.value.map((entry) => entry.address ?? ""),
  );

async function until(test: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const onlyId = async (server: TestServer, table: string): Promise<number> => {
  const rows = await server.rows<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`);
  expect(rows).toHaveLength(1);
  return Number(rows[0].id);
};

/** Header lines of the raw message whose name is `name` (case-insensitive). */
const headerLines = (mail: ReceivedMail, name: string): string[] => {
  const head = mail.raw.toString("latin1").split("\r\n\r\n")[0];
  return head.split("\r\n").filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
};

describe.each(TEST_ENGINES)("lead notifications on %s", (engine) => {
  let smtp: TestMailServer;
  let server: TestServer;
  /** Added to the workers' clock, to bring retries due without waiting minutes. */
  let clockOffset: number;
  const now = () => Date.now() + clockOffset;

  beforeEach(async () => {
    clockOffset = 0;
    smtp = await startMailServer();
    server = await startServer(engine, { notify: settingsFor(smtp.url), notifyWorker: { now, pollMs: 50 } });
  });

  afterEach(async () => {
    await server?.close();
    await smtp?.close();
  });

  const outbox = () =>
    server.rows<{ kind: string; lead_id: number; state: string; attempts: number }>(
      "SELECT kind, lead_id, state, attempts FROM notification_outbox ORDER BY id",
    );

  it("POST /contactus mails Sales an enquiry that replies to the visitor and links to the console", async () => {
    const res = await postJson(server.base, "/contactus", ENQUIRY);
    expect(res.status).toBe(201);
    await smtp.waitFor(1);
    const [{ envelope, mail }] = smtp.received;
    const id = await onlyId(server, "contacts");
    expect(envelope.to).toEqual(SALES);
    expect(addresses(mail.to)).toEqual(SALES);
    expect(mail.subject).toBe("New enquiry from Alice Smith");
    expect(addresses(mail.replyTo)).toEqual([ALICE.email]);
    expect(mail.text).toContain("Can we talk on Monday?");
    expect(mail.text).toContain(`${SITE}/admin/enquiries/${id}`);
    expect(mail.html).toContain(`href="${SITE}/admin/enquiries/${id}"`);
    await until(async () => (await outbox())[0]?.state === "sent", "the outbox to record the send");
    expect(await outbox()).toEqual([{ kind: "enquiry", lead_id: id, state: "sent", attempts: 1 }]);
  });

  it("POST /jobapplication mails HR the application with the uploaded résumé's exact bytes", async () => {
    const bytes = resumeBytes();
    const res = await postApplication(server.base, {
      fields: APPLICATION,
      resume: { bytes, name: "Alice CV.pdf", type: "application/pdf" },
    });
    expect(res.status).toBe(201);
    await smtp.waitFor(1);
    const [{ envelope, mail }] = smtp.received;
    const id = await onlyId(server, "job_applications");
    expect(envelope.to).toEqual(HR);
    expect(mail.subject).toBe(`Application: ${APPLICANT.jobTitle} (${APPLICANT.jobLocation}) from Alice Smith`);
    expect(addresses(mail.replyTo)).toEqual([ALICE.email]);
    expect(mail.text).toContain(`${SITE}/admin/applications/${id}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].contentType).toBe("application/pdf");
    expect(mail.attachments[0].filename).toBe("Alice CV.pdf");
    expect(Buffer.compare(mail.attachments[0].content, bytes)).toBe(0);
  });

  it("POST /case_study/store mails Sales the download request with the case study's title", async () => {
    const res = await postJson(server.base, "/case_study/store", DOWNLOAD);
    expect(res.status).toBe(201);
    await smtp.waitFor(1);
    const [{ envelope, mail }] = smtp.received;
    const id = await onlyId(server, "case_study_downloads");
    expect(envelope.to).toEqual(SALES);
    expect(mail.subject).toBe(`Case study download: ${STUDY.title} by Alice Smith`);
    expect(addresses(mail.replyTo)).toEqual([ALICE.email]);
    expect(mail.text).toContain(`${SITE}/admin/downloads/${id}`);
  });

  it("queues nothing for a rejected post or a filled honeypot", async () => {
    expect((await postJson(server.base, "/contactus", { ...ENQUIRY, email: "not an address" })).status).toBe(422);
    expect((await postJson(server.base, "/contactus", { ...ENQUIRY, [HONEYPOT]: "http://spam.example" })).status).toBe(
      201,
    );
    expect((await postJson(server.base, "/case_study/store", { ...DOWNLOAD, pdf: "no-such-study" })).status).toBe(422);
    expect((await postApplication(server.base, { fields: APPLICATION, resume: null })).status).toBe(422);
    await sleep(300); // several polls of the worker
    expect(await server.count("notification_outbox")).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("mails a new lead that gets the id of a deleted one", async () => {
    expect((await postJson(server.base, "/contactus", ENQUIRY)).status).toBe(201);
    await smtp.waitFor(1);
    // SQLite hands out the highest id again once its row is gone; PostgreSQL never does.
    await server.exec("DELETE FROM contacts");
    const res = await postJson(server.base, "/contactus", { ...ENQUIRY, firstName: "Bob" });
    expect(res.status).toBe(201);
    await smtp.waitFor(2);
    expect(smtp.received.map((m) => m.mail.subject)).toEqual([
      "New enquiry from Alice Smith",
      "New enquiry from Bob Smith",
    ]);
  });

  it("stores leads while the mail server is down and delivers each exactly once when it is back", async () => {
    await smtp.down();
    const bytes = resumeBytes();
    const responses = [
      await postJson(server.base, "/contactus", ENQUIRY),
      await postApplication(server.base, { fields: APPLICATION, resume: { bytes, name: "cv.pdf" } }),
      await postJson(server.base, "/case_study/store", DOWNLOAD),
    ];
    expect(responses.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await server.count("contacts")).toBe(1);
    expect(await server.count("job_applications")).toBe(1);
    expect(await server.count("case_study_downloads")).toBe(1);
    // Each is tried, fails to connect, and waits for its retry (a minute later).
    await until(
      async () => (await outbox()).filter((row) => row.state === "waiting" && row.attempts === 1).length === 3,
      "three failed first attempts",
    );
    await smtp.up();
    await sleep(300);
    expect(smtp.received).toHaveLength(0); // not before the retry is due
    clockOffset = 61_000;
    await smtp.waitFor(3);
    await sleep(500); // later polls must not send any of them again
    expect(smtp.received.map((m) => m.mail.subject).sort()).toEqual(
      [
        "New enquiry from Alice Smith",
        `Application: ${APPLICANT.jobTitle} (${APPLICANT.jobLocation}) from Alice Smith`,
        `Case study download: ${STUDY.title} by Alice Smith`,
      ].sort(),
    );
    const application = smtp.received.find((m) => m.mail.subject?.startsWith("Application:"));
    expect(Buffer.compare(application?.mail.attachments[0]?.content ?? Buffer.alloc(0), bytes)).toBe(0);
    expect((await outbox()).map((row) => [row.state, row.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("adds no header and no recipient from what a visitor typed", async () => {
    const evil = "evil@attacker.example";
    const job = `${APPLICANT.jobTitle}\r\nBcc: ${evil}`;
    const location = `Pune\nX-Injected: yes\r\nTo: ${evil}`;
    const attempts = [
      // Names and addresses with line breaks are refused by the forms' rules (letters only; no spaces).
      await postJson(server.base, "/contactus", { ...ENQUIRY, firstName: `Alice\r\nBcc: ${evil}` }),
      await postJson(server.base, "/contactus", { ...ENQUIRY, email: `alice@example.com\r\nCc: ${evil}` }),
      // What the rules let through: addresses that a header would read as several, and line breaks
      // in the message and in the application's job title and location.
      await postJson(server.base, "/contactus", { ...ENQUIRY, email: `alice@example.com,${evil}` }),
      await postJson(server.base, "/contactus", {
        ...ENQUIRY,
        email: `"Alice"<${evil}>`,
        message: `Hello\r\nBcc: ${evil}\r\n\r\n.\r\nRCPT TO:<${evil}>`,
      }),
      await postApplication(server.base, {
        fields: { ...APPLICATION, jobTitle: job, jobLocation: location },
        resume: { bytes: resumeBytes(), name: `cv\r\nBcc: ${evil}.pdf` },
      }),
    ];
    expect(attempts.map((res) => res.status)).toEqual([422, 422, 201, 201, 201]);
    await smtp.waitFor(3);
    await sleep(300);
    expect(smtp.received).toHaveLength(3);
    for (const received of smtp.received) {
      expect(received.envelope.to.every((to) => [...SALES, ...HR].includes(to))).toBe(true);
      expect(received.envelope.to).not.toContain(evil);
      for (const name of ["to", "cc", "bcc"]) {
        expect(addresses(received.mail.headers.get(name) as AddressObject | undefined)).not.toContain(evil);
      }
      expect(headerLines(received, "Bcc")).toEqual([]);
      expect(headerLines(received, "Cc")).toEqual([]);
      expect(headerLines(received, "X-Injected")).toEqual([]);
      expect(headerLines(received, "To")).toHaveLength(1);
      // Only one plain address becomes the Reply-To (the application's); the others are none.
      expect(addresses(received.mail.replyTo)).toEqual(
        received.mail.subject?.startsWith("Application:") ? [ALICE.email] : [],
      );
      expect(headerLines(received, "Reply-To").length).toBeLessThanOrEqual(1);
      expect(received.mail.subject ?? "").not.toMatch(/[\r\n]/);
    }
    const application = smtp.received.find((m) => m.mail.subject?.startsWith("Application:"));
    expect(application?.mail.subject).toBe(
      `Application: ${APPLICANT.jobTitle} Bcc: ${evil} (Pune X-Injected: yes To: ${evil}) from Alice Smith`,
    );
  });

  it("answers POSTs at once while a slow mail server takes a second per message", async () => {
    smtp.delayMs = 1_000;
    expect((await postJson(server.base, "/contactus", { ...ENQUIRY, message: "first" })).status).toBe(201);
    await smtp.waitForInFlight();
    // While the server holds the first message, more leads arrive and each is answered.
    for (const message of ["second", "third", "fourth"]) {
      expect((await postJson(server.base, "/contactus", { ...ENQUIRY, message })).status).toBe(201);
    }
    expect(await server.count("contacts")).toBe(4);
    expect(smtp.received).toHaveLength(0); // none of those answers waited for the first mail
    await smtp.waitFor(4, 30_000);
    expect(smtp.received.map((m) => m.mail.text?.match(/first|second|third|fourth/)?.[0])).toEqual([
      "first",
      "second",
      "third",
      "fourth",
    ]);
  });
});

/** `npm start`'s API as its own process, on the given server's store, sending through smtpUrl. */
const spawnOnStore = (server: TestServer, smtpUrl: string): Promise<ApiProcess> =>
  spawnApi({
    ...ENV,
    SMTP_URL: smtpUrl,
    DATABASE_URL: server.options.databaseUrl ?? "",
    API_DB_PATH: server.options.dbPath,
    API_UPLOAD_DIR: server.options.uploadDir,
    API_RATE_LIMIT_MAX: "10000",
    API_LOG_LEVEL: "info",
  });

describe.each(TEST_ENGINES)("two API processes on one %s database", (engine) => {
  let smtp: TestMailServer;
  let server: TestServer | undefined;
  let other: ApiProcess | undefined;

  beforeEach(async () => {
    smtp = await startMailServer();
  });

  afterEach(async () => {
    await other?.stop();
    await server?.close();
    await smtp.close();
    other = undefined;
    server = undefined;
  });

  it("send one mail per lead", async () => {
    server = await startServer(engine, { notify: settingsFor(smtp.url), notifyWorker: { pollMs: 20 } });
    other = await spawnOnStore(server, smtp.url);
    const bases = [server.base, other.base];
    const count = 16;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        n % 4 === 3
          ? postApplication(bases[n % 2], { fields: { ...APPLICATION, description: `Applicant ${n}` } })
          : postJson(bases[n % 2], "/contactus", { ...ENQUIRY, message: `Enquiry ${n}` }),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(count).fill(201));
    await smtp.waitFor(count, 30_000);
    await sleep(1_000); // both workers poll again: nothing more may arrive
    const leads = smtp.received.map((m) => m.mail.text?.match(/(?:Enquiry|Applicant) \d+/)?.[0]);
    expect(leads).toHaveLength(count);
    expect(new Set(leads).size).toBe(count);
    const states = await server.rows<{ state: string; n: number }>(
      "SELECT state, count(*) AS n FROM notification_outbox GROUP BY state",
    );
    expect(states.map((row) => [row.state, Number(row.n)])).toEqual([["sent", count]]);
  });

  it("the served API mails a lead another instance stored, by polling, within a minute", async () => {
    // This instance stores leads but never sends (its worker only runs when told to).
    server = await startServer(engine, { notify: settingsFor(smtp.url), notifyWorker: { manual: true } });
    const password = "s3cret-relay-pass";
    other = await spawnOnStore(server, `smtp://relay:${password}@127.0.0.1:${smtp.port}`);
    expect(other.output()).toContain("email notifications are sent through SMTP");
    const res = await postJson(server.base, "/contactus", ENQUIRY);
    expect(res.status).toBe(201);
    // The other process was never nudged: its own polling finds the lead.
    await smtp.waitFor(1, 60_000);
    expect(smtp.received[0].envelope.to).toEqual(SALES);
    expect(smtp.received[0].mail.subject).toBe("New enquiry from Alice Smith");
    expect(smtp.logins).toEqual([{ username: "relay", password }]);
    expect(other.output()).not.toContain(password);
  });
});
