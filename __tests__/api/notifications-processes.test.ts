/**
 * @jest-environment node
 *
 * Two API processes on one database (both store engines) share the outbox: each lead is mailed once,
 * and a lead one instance stored is mailed by the other's polling, without a nudge.
 */
import { startMailServer, type TestMailServer } from "./notify/mail-server";
import { TEST_ENGINES, postApplication, postJson, sleep, startServer, type TestServer } from "./helpers";
import { APPLICATION, ENQUIRY, ENV, SALES, settingsFor } from "./notify/lead-mail";
import { spawnApi, type ApiProcess } from "./spawn-api";

jest.setTimeout(60_000);

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
