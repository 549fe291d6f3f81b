/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import {
  enqueueNotification,
  kyselyOutbox,
  notificationStatuses,
  startNotifications,
  type NotifyWorker,
} from "../../../api/notify";
import type { ResumeFile } from "../../../api/notify/compose";
import { loadNotifySettings, type NotifySettings } from "../../../api/notify/settings";
import { BACKOFF_MS, type NotifyLog } from "../../../api/notify/worker";
import { startMailServer, type TestMailServer } from "./mail-server";
import { openTestDb, type TestDb, type TestTables } from "./test-db";

jest.setTimeout(30_000);

const studies = (
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../../data/case-studies.json"), "utf8")) as {
    caseStudies: { slung: string; pdf: string; title: string }[];
  }
).caseStudies;

const SALES = ["sales@moon.example", "deals@moon.example"];
const HR = ["people@moon.example"];
const PASSWORD = "pa55-w0rd-never-logged";
const ALICE = { firstName: "Alice", lastName: "Smith", email: "alice@example.com", phoneNumber: "9876543210" };
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A résumé with bytes that any text re-encoding would change. */
const RESUME: ResumeFile = {
  bytes: Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(48 * 1024), Buffer.from("\r\n.\r\n%%EOF")]),
  fileName: "Alice CV.pdf",
  type: "application/pdf",
};

let t: TestDb;
let smtp: TestMailServer;
let notifiers: NotifyWorker[];
let logs: string[];

beforeEach(async () => {
  t = await openTestDb();
  smtp = await startMailServer();
  notifiers = [];
  logs = [];
});
afterEach(async () => {
  await Promise.all(notifiers.map((notifier) => notifier.stop()));
  await smtp.close();
  await t.close();
});

const logAs = (name: string): NotifyLog => ({
  info: (object, message) => logs.push(`${name} info ${message} ${JSON.stringify(object)}`),
  warn: (object, message) => logs.push(`${name} warn ${message} ${JSON.stringify(object)}`),
  error: (object, message) => logs.push(`${name} error ${message} ${JSON.stringify(object)}`),
});

const settingsFor = (smtpUrl?: string): NotifySettings =>
  loadNotifySettings({
    SMTP_URL: smtpUrl,
    NOTIFY_SALES: SALES.join(","),
    NOTIFY_HR: HR.join(","),
    GATSBY_SITE_URL: "https://www.moon.example",
  });

interface Start {
  db?: Kysely<TestTables>;
  smtpUrl?: string | null;
  now?: () => number;
  pollMs?: number;
  /** Prefixes this worker's log lines. */
  name?: string;
}

/** Starts the notifications as the API would; without `pollMs`, only the test's runOnce() sends. */
async function start({ db = t.db, smtpUrl = smtp.url, now, pollMs, name = "api" }: Start = {}) {
  const notifier = await startNotifications({
    db,
    engine: "sqlite",
    log: logAs(name),
    readResume: async (id) => (id === 7 ? RESUME : null),
    settings: settingsFor(smtpUrl ?? undefined),
    worker: { now, pollMs, manual: pollMs === undefined },
  });
  notifiers.push(notifier);
  return notifier;
}

const enquiry = (n: number) => ({ ...ALICE, firstName: `Alice${"abcdefghijklmnopqrstuvwxyz"[n % 26]}`, message: `Message ${n}` });

const states = async (ids: number[]) =>
  (await notificationStatuses(t.db, "enquiry", ids)).map((status) => status.state);

/** Stops the running workers once their sends so far are recorded. */
const stopAll = () => Promise.all(notifiers.map((notifier) => notifier.stop()));

const subjects = () => smtp.received.map((received) => received.mail.subject ?? "").sort();

describe("sending notifications over SMTP", () => {
  it("mails each kind of lead to its inbox with subject, Reply-To, console link and résumé", async () => {
    const authUrl = smtp.url.replace("smtp://", `smtp://robot:${PASSWORD}@`);
    const study = studies[1];
    const enquiryId = await t.storeEnquiry({ ...ALICE, message: "A website for our observatory, please." });
    await t.db.transaction().execute(async (trx) => {
      const application = { ...ALICE, address: "Pune", description: "React", jobTitle: "Senior React Developer", jobLocation: "Pune" };
      await enqueueNotification(trx, { kind: "application", leadId: 7, lead: application });
      await enqueueNotification(trx, {
        kind: "download",
        leadId: 3,
        lead: { ...ALICE, caseStudyName: study.slung, pdf: study.pdf },
      });
    });
    await start({ smtpUrl: authUrl, pollMs: 50 });
    await smtp.waitFor(3);
    await stopAll();

    const bySubject = new Map(smtp.received.map((received) => [received.mail.subject, received]));
    const enquiryMail = bySubject.get("New enquiry from Alice Smith");
    const applicationMail = bySubject.get("Application: Senior React Developer (Pune) from Alice Smith");
    const downloadMail = bySubject.get(`Case study download: ${study.title} by Alice Smith`);
    expect(enquiryMail?.envelope.to).toEqual(SALES);
    expect(enquiryMail?.mail.to).toMatchObject({ value: SALES.map((address) => ({ address })) });
    expect(enquiryMail?.mail.replyTo?.value).toEqual([{ name: "Alice Smith", address: "alice@example.com" }]);
    expect(enquiryMail?.mail.text).toContain("A website for our observatory, please.");
    expect(enquiryMail?.mail.text).toContain(`https://www.moon.example/admin/enquiries/${enquiryId}`);
    expect(enquiryMail?.mail.html).toContain(`href="https://www.moon.example/admin/enquiries/${enquiryId}"`);

    expect(applicationMail?.envelope.to).toEqual(HR);
    expect(applicationMail?.mail.attachments).toHaveLength(1);
    const [attachment] = applicationMail?.mail.attachments ?? [];
    expect(attachment.filename).toBe("Alice CV.pdf");
    expect(attachment.contentType).toBe("application/pdf");
    expect(attachment.content.equals(RESUME.bytes)).toBe(true);
    expect(applicationMail?.mail.text).toContain("https://www.moon.example/admin/applications/7");

    expect(downloadMail?.envelope.to).toEqual(SALES);
    expect(downloadMail?.mail.text).toContain("https://www.moon.example/admin/downloads/3");

    expect(smtp.logins).toEqual([
      { username: "robot", password: PASSWORD },
      { username: "robot", password: PASSWORD },
      { username: "robot", password: PASSWORD },
    ]);
    expect(logs.filter((line) => line.includes("sent through SMTP"))).toHaveLength(1);
    expect(logs.join("\n")).not.toContain(PASSWORD);
    expect(await states([enquiryId])).toEqual(["sent"]);
  });

  it("without SMTP_URL sends nothing, says so once, and sends what waited once SMTP_URL is set", async () => {
    const ids = [await t.storeEnquiry(enquiry(1)), await t.storeEnquiry(enquiry(2))];
    const unconfigured = await start({ smtpUrl: null });
    expect(logs.filter((line) => line.includes("not configured"))).toHaveLength(1);
    expect(await unconfigured.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, notConfigured: 2 });
    expect(await states(ids)).toEqual(["not_configured", "not_configured"]);
    await unconfigured.stop();

    // The API restarts with SMTP_URL set.
    await start({ pollMs: 50 });
    await smtp.waitFor(2);
    await stopAll();
    expect(subjects()).toEqual([1, 2].map((n) => `New enquiry from ${enquiry(n).firstName} Smith`).sort());
    expect(await states(ids)).toEqual(["sent", "sent"]);
  });

  it("keeps notifications while the server is down and delivers each exactly once when it is back", async () => {
    let now = T0;
    await smtp.down();
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push(await t.storeEnquiry(enquiry(n), now));
    const worker = await start({ now: () => now });

    // Each run stops at the first unreachable server; three runs try all three once.
    for (let run = 0; run < 3; run += 1) expect((await worker.runOnce()).retrying).toBe(1);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, notConfigured: 0 });
    const waiting = await notificationStatuses(t.db, "enquiry", ids);
    for (const status of waiting) {
      expect(status).toMatchObject({ state: "waiting", attempts: 1, nextAttemptAt: new Date(T0 + BACKOFF_MS[0]).toISOString() });
      expect(status.lastError).toMatch(/ECONNREFUSED/);
    }

    await smtp.up();
    now = T0 + BACKOFF_MS[0] - 1;
    expect((await worker.runOnce()).sent).toBe(0);
    now = T0 + BACKOFF_MS[0];
    expect((await worker.runOnce()).sent).toBe(3);
    now += 24 * 60 * 60_000;
    expect((await worker.runOnce()).sent).toBe(0);
    expect(subjects()).toEqual(ids.map((_, n) => `New enquiry from ${enquiry(n).firstName} Smith`).sort());
    expect(new Set(smtp.received.map((received) => received.mail.messageId)).size).toBe(3);
    expect(await states(ids)).toEqual(["sent", "sent", "sent"]);
  });

  it("retries after 1, 5 and 30 minutes and 2 hours, then marks the notification failed with the last error", async () => {
    let now = T0;
    await smtp.down();
    const [id] = [await t.storeEnquiry(enquiry(0), now)];
    const worker = await start({ now: () => now });
    for (const wait of BACKOFF_MS) {
      expect((await worker.runOnce()).retrying).toBe(1);
      const [status] = await notificationStatuses(t.db, "enquiry", [id]);
      expect(status.nextAttemptAt).toBe(new Date(now + wait).toISOString());
      now += wait - 1;
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, notConfigured: 0 });
      now += 1;
    }
    expect((await worker.runOnce()).failed).toBe(1);
    const [status] = await notificationStatuses(t.db, "enquiry", [id]);
    expect(status).toMatchObject({ state: "failed", attempts: 5, nextAttemptAt: null });
    expect(status.lastError).toMatch(/ECONNREFUSED/);
    await smtp.up();
    now += 24 * 60 * 60_000;
    expect((await worker.runOnce()).sent).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("takes over a notification whose worker crashed mid-send once the lease runs out, and sends it once", async () => {
    let now = T0;
    const id = await t.storeEnquiry(enquiry(0), now);
    // A process claims it and dies before sending.
    expect(await kyselyOutbox(t.connect(), "sqlite").claim(now, 10 * 60_000, "crashed")).not.toBeNull();
    const worker = await start({ now: () => now });
    now += 10 * 60_000 - 1;
    expect((await worker.runOnce()).sent).toBe(0);
    now += 1;
    expect((await worker.runOnce()).sent).toBe(1);
    expect(await states([id])).toEqual(["sent"]);
    expect(smtp.received).toHaveLength(1);
  });

  it("sends one mail per notification when two workers on two connections share the database", async () => {
    const ids = [];
    for (let n = 0; n < 20; n += 1) ids.push(await t.storeEnquiry(enquiry(n)));
    smtp.delayMs = 30; // each send takes long enough for the two workers to overlap
    await start({ pollMs: 10, name: "first" });
    await start({ db: t.connect(), pollMs: 10, name: "second" });
    await smtp.waitFor(20);
    await stopAll();
    expect((await (await start()).runOnce()).sent).toBe(0);
    expect(smtp.received).toHaveLength(20);
    expect(new Set(smtp.received.map((received) => received.mail.messageId)).size).toBe(20);
    expect(new Set(await states(ids))).toEqual(new Set(["sent"]));
    const sentBy = (name: string) => logs.filter((line) => line.startsWith(`${name} info notification sent`)).length;
    expect(sentBy("first") + sentBy("second")).toBe(20);
    expect(sentBy("first")).toBeGreaterThan(0);
    expect(sentBy("second")).toBeGreaterThan(0);
  });

  it("sends one mail per notification when two API processes share the SQLite file", async () => {
    const script = path.join(__dirname, "worker-process.ts");
    const children: { process: ChildProcess; output: string }[] = [];
    const exited: Promise<unknown>[] = [];
    try {
      for (let n = 0; n < 2; n += 1) {
        const child = { process: spawn(process.execPath, ["--import", "tsx", script, t.file, smtp.url], {
            stdio: ["ignore", "pipe", "inherit"],
          }), output: "" };
        child.process.stdout?.on("data", (chunk: Buffer) => (child.output += chunk.toString()));
        exited.push(new Promise((resolve) => child.process.once("exit", resolve)));
        children.push(child);
      }
      const deadline = Date.now() + 20_000;
      while (!children.every((child) => child.output.includes("ready"))) {
        if (Date.now() > deadline) throw new Error("the worker processes did not start");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      smtp.delayMs = 30;
      const ids = [];
      for (let n = 0; n < 20; n += 1) ids.push(await t.storeEnquiry(enquiry(n)));
      await smtp.waitFor(20);
      children.forEach((child) => child.process.kill("SIGTERM"));
      await Promise.all(exited);

      expect(smtp.received).toHaveLength(20);
      expect(new Set(smtp.received.map((received) => received.mail.messageId)).size).toBe(20);
      const sentBy = children.map((child) => child.output.split("\n").filter((line) => line === "sent").length);
      expect(sentBy[0] + sentBy[1]).toBe(20);
      expect(Math.min(...sentBy)).toBeGreaterThan(0);
      expect(new Set(await states(ids))).toEqual(new Set(["sent"]));
    } finally {
      children.forEach((child) => child.process.exitCode === null && child.process.kill("SIGKILL"));
    }
  }, 60_000);

  it("lets no name or email add a header or a recipient", async () => {
    const attacks = [
      {
        ...ALICE,
        firstName: "Alice\r\nBcc: evil1@attacker.example",
        lastName: "Smith\nX-Injected: yes\r\nTo: evil2@attacker.example",
        email: "alice@example.com\r\nCc: evil3@attacker.example",
        message: "Hi\r\n.\r\nMAIL FROM:<x@attacker.example>\r\nRCPT TO:<evil4@attacker.example>\r\nDATA\r\nsmuggled\r\n.\r\n",
      },
      { ...ALICE, email: "alice@example.com, evil5@attacker.example", message: "two addresses" },
      { ...ALICE, email: '"evil6@attacker.example" <alice@example.com>', message: "display name" },
      // A plain address, so it is the Reply-To, behind a name made of address syntax.
      { ...ALICE, firstName: 'Eve, "x" <evil7@attacker.example>', lastName: "Smith; evil8@attacker.example", message: "name" },
    ];
    for (const lead of attacks) await t.storeEnquiry(lead);
    await start({ pollMs: 50 });
    await smtp.waitFor(attacks.length);
    await stopAll();
    expect((await (await start()).runOnce()).sent).toBe(0);

    expect(smtp.received).toHaveLength(attacks.length);
    for (const { envelope, mail, raw } of smtp.received) {
      expect(envelope.to).toEqual(SALES);
      expect(mail.to).toMatchObject({ value: SALES.map((address) => ({ address })) });
      expect(mail.cc).toBeUndefined();
      expect(mail.bcc).toBeUndefined();
      const replyTo = mail.text?.includes("\nname\n") ? ["alice@example.com"] : [];
      expect((mail.replyTo?.value ?? []).map((entry) => entry.address)).toEqual(replyTo);
      expect(mail.headers.has("x-injected")).toBe(false);
      const header = raw.toString("latin1").split("\r\n\r\n")[0];
      expect(header).not.toMatch(/^(bcc|cc|x-injected):/im);
    }
    const first = smtp.received.find((received) => received.mail.text?.startsWith("Alice Bcc"));
    expect(first?.mail.subject).toBe(
      "New enquiry from Alice Bcc: evil1@attacker.example Smith X-Injected: yes To: evil2@attacker.example",
    );
    expect(first?.mail.text).toContain("RCPT TO:<evil4@attacker.example>");
  });

  it("never makes storing a lead wait for a slow mail server (a second per message)", async () => {
    smtp.delayMs = 1_000;
    await t.storeEnquiry(enquiry(0));
    await start({ pollMs: 20 });
    await smtp.waitForInFlight();
    // While the server is still answering the first mail, three more leads are stored and queued.
    for (let n = 1; n <= 3; n += 1) await t.storeEnquiry(enquiry(n));
    expect(smtp.received).toHaveLength(0);
    expect(smtp.inFlight).toBe(1);
    await smtp.waitFor(4, 15_000);
    expect(subjects()).toHaveLength(4);
  });
});
