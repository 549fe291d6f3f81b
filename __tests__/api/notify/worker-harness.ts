/**
 * What the notification worker's tests share (worker.test.ts, worker-sharing.test.ts): a fresh SQLite
 * store and a real SMTP server on loopback for each test, the workers started as the API starts them
 * (only the test's runOnce() sends unless it gives pollMs), their log lines, and the leads they mail.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { notificationStatuses, startNotifications, type NotifyWorker } from "../../../api/notify";
import type { ResumeFile } from "../../../api/notify/compose";
import { loadNotifySettings, type NotifySettings } from "../../../api/notify/settings";
import type { NotifyLog } from "../../../api/notify/worker";
import { startMailServer, type TestMailServer } from "./mail-server";
import { openTestDb, type TestDb, type TestTables } from "./test-db";

export const studies = (
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../../data/case-studies.json"), "utf8")) as {
    caseStudies: { slung: string; pdf: string; title: string }[];
  }
).caseStudies;

export const SALES = ["sales@moon.example", "deals@moon.example"];
export const HR = ["people@moon.example"];
export const PASSWORD = "pa55-w0rd-never-logged";
export const ALICE = { firstName: "Alice", lastName: "Smith", email: "alice@example.com", phoneNumber: "9876543210" };
export const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A résumé with bytes that any text re-encoding would change. */
export const RESUME: ResumeFile = {
  bytes: Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(48 * 1024), Buffer.from("\r\n.\r\n%%EOF")]),
  fileName: "Alice CV.pdf",
  type: "application/pdf",
};

export const enquiry = (n: number) => ({ ...ALICE, firstName: `Alice${"abcdefghijklmnopqrstuvwxyz"[n % 26]}`, message: `Message ${n}` });

interface Start {
  db?: Kysely<TestTables>;
  smtpUrl?: string | null;
  now?: () => number;
  pollMs?: number;
  /** Prefixes this worker's log lines. */
  name?: string;
}

export interface WorkerHarness {
  t: TestDb;
  smtp: TestMailServer;
  /** Every worker's log lines, "<name> <level> <message> <object>". */
  logs: string[];
  /** Starts the notifications as the API would; without `pollMs`, only the test's runOnce() sends. */
  start(options?: Start): Promise<NotifyWorker>;
  /** The enquiries' notification states, in the order asked. */
  states(ids: number[]): Promise<string[]>;
  /** Stops the running workers once their sends so far are recorded. */
  stopAll(): Promise<void>;
  /** The subjects of the mails received so far, sorted. */
  subjects(): string[];
}

/** Registers the per-test store, mail server and cleanup; the returned object is filled in before each test. */
export function workerHarness(): WorkerHarness {
  let notifiers: NotifyWorker[] = [];
  const settingsFor = (smtpUrl?: string): NotifySettings =>
    loadNotifySettings({ SMTP_URL: smtpUrl, NOTIFY_SALES: SALES.join(","), NOTIFY_HR: HR.join(","), GATSBY_SITE_URL: "https://www.moon.example" });
  const logAs = (name: string): NotifyLog => ({
    info: (object, message) => h.logs.push(`${name} info ${message} ${JSON.stringify(object)}`),
    warn: (object, message) => h.logs.push(`${name} warn ${message} ${JSON.stringify(object)}`),
    error: (object, message) => h.logs.push(`${name} error ${message} ${JSON.stringify(object)}`),
  });
  const h = {
    logs: [] as string[],
    async start({ db = h.t.db, smtpUrl = h.smtp.url, now, pollMs, name = "api" }: Start = {}) {
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
    },
    states: async (ids: number[]) => (await notificationStatuses(h.t.db, "enquiry", ids)).map((status) => status.state),
    stopAll: async () => {
      await Promise.all(notifiers.map((notifier) => notifier.stop()));
    },
    subjects: () => h.smtp.received.map((received) => received.mail.subject ?? "").sort(),
  } as WorkerHarness;
  beforeEach(async () => {
    h.t = await openTestDb();
    h.smtp = await startMailServer();
    notifiers = [];
    h.logs = [];
  });
  afterEach(async () => {
    await h.stopAll();
    await h.smtp.close();
    await h.t.close();
  });
  return h;
}
