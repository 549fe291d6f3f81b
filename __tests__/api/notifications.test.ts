/**
 * @jest-environment node
 *
 * Lead notifications through the real routes, on both store engines, into a real SMTP server on
 * loopback (smtp-server; what arrives is parsed with mailparser): each lead mails the right inbox,
 * nothing is lost while the mail server is down, visitor text adds no header or recipient, and a slow
 * mail server never slows a POST. Two API processes on one database: notifications-processes.test.ts.
 */
import type { AddressObject } from "mailparser";
import { HONEYPOT } from "../../api/routes/shared";
import { addresses, startMailServer, type ReceivedMail, type TestMailServer } from "./notify/mail-server";
import { APPLICANT, TEST_ENGINES, postApplication, postJson, sleep, startServer, type TestServer } from "./helpers";
import { ALICE, APPLICATION, DOWNLOAD, ENQUIRY, HR, SALES, SITE, STUDY, resumeBytes, settingsFor, until } from "./notify/lead-mail";

jest.setTimeout(60_000);

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
