/** @jest-environment node */
/**
 * The notification worker over a real SMTP server: each kind of lead to its inbox, no SMTP_URL, a server
 * down and back, the retry schedule, header injection and a slow server. Several workers sharing one
 * store: worker-sharing.test.ts.
 */
import { enqueueNotification, notificationStatuses } from "../../../api/notify";
import { BACKOFF_MS } from "../../../api/notify/worker";
import { ALICE, HR, PASSWORD, RESUME, SALES, T0, enquiry, studies, workerHarness } from "./worker-harness";

jest.setTimeout(30_000);

const h = workerHarness();
const { start, states, stopAll, subjects } = h;

describe("sending notifications over SMTP", () => {
  it("mails each kind of lead to its inbox with subject, Reply-To, console link and résumé", async () => {
    const authUrl = h.smtp.url.replace("smtp://", `smtp://robot:${PASSWORD}@`);
    const study = studies[1];
    const enquiryId = await h.t.storeEnquiry({ ...ALICE, message: "A website for our observatory, please." });
    await h.t.db.transaction().execute(async (trx) => {
      const application = { ...ALICE, address: "Pune", description: "React", jobTitle: "Senior React Developer", jobLocation: "Pune" };
      await enqueueNotification(trx, { kind: "application", leadId: 7, lead: application });
      await enqueueNotification(trx, {
        kind: "download",
        leadId: 3,
        lead: { ...ALICE, caseStudyName: study.slung, pdf: study.pdf },
      });
    });
    await start({ smtpUrl: authUrl, pollMs: 50 });
    await h.smtp.waitFor(3);
    await stopAll();

    const bySubject = new Map(h.smtp.received.map((received) => [received.mail.subject, received]));
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

    expect(h.smtp.logins).toEqual([
      { username: "robot", password: PASSWORD },
      { username: "robot", password: PASSWORD },
      { username: "robot", password: PASSWORD },
    ]);
    expect(h.logs.filter((line) => line.includes("sent through SMTP"))).toHaveLength(1);
    expect(h.logs.join("\n")).not.toContain(PASSWORD);
    expect(await states([enquiryId])).toEqual(["sent"]);
  });

  it("without SMTP_URL sends nothing, says so once, and sends what waited once SMTP_URL is set", async () => {
    const ids = [await h.t.storeEnquiry(enquiry(1)), await h.t.storeEnquiry(enquiry(2))];
    const unconfigured = await start({ smtpUrl: null });
    expect(h.logs.filter((line) => line.includes("not configured"))).toHaveLength(1);
    expect(await unconfigured.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, notConfigured: 2 });
    expect(await states(ids)).toEqual(["not_configured", "not_configured"]);
    await unconfigured.stop();

    // The API restarts with SMTP_URL set.
    await start({ pollMs: 50 });
    await h.smtp.waitFor(2);
    await stopAll();
    expect(subjects()).toEqual([1, 2].map((n) => `New enquiry from ${enquiry(n).firstName} Smith`).sort());
    expect(await states(ids)).toEqual(["sent", "sent"]);
  });

  it("keeps notifications while the server is down and delivers each exactly once when it is back", async () => {
    let now = T0;
    await h.smtp.down();
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push(await h.t.storeEnquiry(enquiry(n), now));
    const worker = await start({ now: () => now });

    // Each run stops at the first unreachable server; three runs try all three once.
    for (let run = 0; run < 3; run += 1) expect((await worker.runOnce()).retrying).toBe(1);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, notConfigured: 0 });
    const waiting = await notificationStatuses(h.t.db, "enquiry", ids);
    for (const status of waiting) {
      expect(status).toMatchObject({ state: "waiting", attempts: 1, nextAttemptAt: new Date(T0 + BACKOFF_MS[0]).toISOString() });
      expect(status.lastError).toMatch(/ECONNREFUSED/);
    }

    await h.smtp.up();
    now = T0 + BACKOFF_MS[0] - 1;
    expect((await worker.runOnce()).sent).toBe(0);
    now = T0 + BACKOFF_MS[0];
    expect((await worker.runOnce()).sent).toBe(3);
    now += 24 * 60 * 60_000;
    expect((await worker.runOnce()).sent).toBe(0);
    expect(subjects()).toEqual(ids.map((_, n) => `New enquiry from ${enquiry(n).firstName} Smith`).sort());
    expect(new Set(h.smtp.received.map((received) => received.mail.messageId)).size).toBe(3);
    expect(await states(ids)).toEqual(["sent", "sent", "sent"]);
  });

  it("retries after 1, 5 and 30 minutes and 2 hours, then marks the notification failed with the last error", async () => {
    let now = T0;
    await h.smtp.down();
    const [id] = [await h.t.storeEnquiry(enquiry(0), now)];
    const worker = await start({ now: () => now });
    for (const wait of BACKOFF_MS) {
      expect((await worker.runOnce()).retrying).toBe(1);
      const [status] = await notificationStatuses(h.t.db, "enquiry", [id]);
      expect(status.nextAttemptAt).toBe(new Date(now + wait).toISOString());
      now += wait - 1;
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, notConfigured: 0 });
      now += 1;
    }
    expect((await worker.runOnce()).failed).toBe(1);
    const [status] = await notificationStatuses(h.t.db, "enquiry", [id]);
    expect(status).toMatchObject({ state: "failed", attempts: 5, nextAttemptAt: null });
    expect(status.lastError).toMatch(/ECONNREFUSED/);
    await h.smtp.up();
    now += 24 * 60 * 60_000;
    expect((await worker.runOnce()).sent).toBe(0);
    expect(h.smtp.received).toHaveLength(0);
  });

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
    for (const lead of attacks) await h.t.storeEnquiry(lead);
    await start({ pollMs: 50 });
    await h.smtp.waitFor(attacks.length);
    await stopAll();
    expect((await (await start()).runOnce()).sent).toBe(0);

    expect(h.smtp.received).toHaveLength(attacks.length);
    for (const { envelope, mail, raw } of h.smtp.received) {
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
    const first = h.smtp.received.find((received) => received.mail.text?.startsWith("Alice Bcc"));
    expect(first?.mail.subject).toBe(
      "New enquiry from Alice Bcc: evil1@attacker.example Smith X-Injected: yes To: evil2@attacker.example",
    );
    expect(first?.mail.text).toContain("RCPT TO:<evil4@attacker.example>");
  });

  it("never makes storing a lead wait for a slow mail server (a second per message)", async () => {
    h.smtp.delayMs = 1_000;
    await h.t.storeEnquiry(enquiry(0));
    await start({ pollMs: 20 });
    await h.smtp.waitForInFlight();
    // While the server is still answering the first mail, three more leads are stored and queued.
    for (let n = 1; n <= 3; n += 1) await h.t.storeEnquiry(enquiry(n));
    expect(h.smtp.received).toHaveLength(0);
    expect(h.smtp.inFlight).toBe(1);
    await h.smtp.waitFor(4, 15_000);
    expect(subjects()).toHaveLength(4);
  });
});
