/** @jest-environment node */
import { Kysely, Migrator, PostgresDialect, sql, type Generated } from "kysely";
import { Pool } from "pg";
import {
  enqueueNotification,
  kyselyOutbox,
  notificationStatuses,
  outboxMigration,
  startNotifications,
  type NotifyWorker,
  type OutboxTables,
} from "../../../api/notify";
import { loadNotifySettings } from "../../../api/notify/settings";
import type { NotifyLog } from "../../../api/notify/worker";
import { startMailServer, type TestMailServer } from "./mail-server";
import { postgresBin, startCluster, type TestCluster } from "./postgres";

jest.setTimeout(60_000);

interface Tables extends OutboxTables {
  contacts: { id: Generated<number>; first_name: string; message: string };
}

const bin = postgresBin();
if (!bin) console.warn("PostgreSQL binaries not found under /usr/lib/postgresql: the outbox's PostgreSQL tests are skipped");
const describeWithPostgres = bin ? describe : describe.skip;

const SALES = "sales@moon.example";
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const silent: NotifyLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describeWithPostgres("the outbox on PostgreSQL", () => {
  let cluster: TestCluster;
  let smtp: TestMailServer;
  const handles: Kysely<Tables>[] = [];
  const notifiers: NotifyWorker[] = [];

  const connect = () => {
    const pool = new Pool({ connectionString: cluster.url, max: 4 });
    pool.on("error", () => undefined); // idle connections end when the cluster stops at the end
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    handles.push(db);
    return db;
  };

  let db: Kysely<Tables>;

  beforeAll(async () => {
    cluster = await startCluster(bin ?? "");
    db = connect();
    const migrator = new Migrator({
      db,
      provider: {
        getMigrations: async () => ({
          "0001_contacts": {
            up: async (schema) => {
              await schema.schema
                .createTable("contacts")
                .addColumn("id", "integer", (column) => column.primaryKey().generatedByDefaultAsIdentity())
                .addColumn("first_name", "text", (column) => column.notNull())
                .addColumn("message", "text", (column) => column.notNull())
                .execute();
            },
          },
          "0002_outbox": outboxMigration("postgres"),
        }),
      },
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  });

  beforeEach(async () => {
    smtp = await startMailServer();
    await sql`TRUNCATE contacts, notification_outbox RESTART IDENTITY`.execute(db);
  });

  afterEach(async () => {
    await Promise.all(notifiers.splice(0).map((notifier) => notifier.stop()));
    await smtp.close();
  });

  afterAll(async () => {
    // The cluster first: a connection stuck in a query cannot then keep the pools (or the cluster) alive.
    cluster?.stop();
    await Promise.allSettled(handles.map((handle) => handle.destroy()));
  });

  const store = (firstName: string, now = Date.now()) =>
    db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("contacts")
        .values({ first_name: firstName, message: `From ${firstName}` })
        .returning("id")
        .executeTakeFirstOrThrow();
      const lead = { firstName, lastName: "Smith", email: "alice@example.com", phoneNumber: "9876543210", message: "Hi" };
      await enqueueNotification(trx, { kind: "enquiry", leadId: id, lead }, now);
      return id;
    });

  it("stores the lead and its notification in one transaction, or neither", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("contacts").values({ first_name: "Bob", message: "m" }).execute();
        const lead = { firstName: "Bob", lastName: "Smith", email: "b@example.com", phoneNumber: "1", message: "m" };
        await enqueueNotification(trx, { kind: "enquiry", leadId: 1, lead });
        throw new Error("the request failed after the insert");
      }),
    ).rejects.toThrow("the request failed after the insert");
    const counts = await sql<{ contacts: string; outbox: string }>`
      SELECT (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM notification_outbox) AS outbox`.execute(db);
    expect(counts.rows[0]).toEqual({ contacts: "0", outbox: "0" });
  });

  it("skips a row another transaction holds instead of waiting for it", async () => {
    const first = await store("First", T0);
    const second = await store("Second", T0 + 1);
    const other = connect();
    const held = await other.startTransaction().execute();
    try {
      // Another process is in the middle of claiming the oldest notification.
      await held.selectFrom("notification_outbox").select("id").where("lead_id", "=", first).forUpdate().execute();
      const claim = await kyselyOutbox(db, "postgres").claim(T0 + 10, 60_000, "b");
      expect(claim?.leadId).toBe(second);
    } finally {
      await held.rollback().execute();
    }
    const claim = await kyselyOutbox(db, "postgres").claim(T0 + 10, 60_000, "c");
    expect(claim?.leadId).toBe(first);
    // A claim left by a crashed process is taken again after its lease.
    expect(await kyselyOutbox(db, "postgres").claim(T0 + 60_009, 60_000, "d")).toBeNull();
    expect((await kyselyOutbox(db, "postgres").claim(T0 + 60_010, 60_000, "d"))?.leadId).toBe(first);
  });

  it("sends one mail per notification when two workers on two pools share the database", async () => {
    const ids = [];
    for (let n = 0; n < 30; n += 1) ids.push(await store(`Lead${String.fromCharCode(97 + (n % 26))}${n}`));
    smtp.delayMs = 20;
    const settings = loadNotifySettings({ SMTP_URL: smtp.url, NOTIFY_SALES: SALES });
    const sent = { first: 0, second: 0 };
    for (const name of ["first", "second"] as const) {
      const log: NotifyLog = { ...silent, info: (_, message) => (message === "notification sent" ? (sent[name] += 1) : 0) };
      notifiers.push(
        await startNotifications({
          db: connect(),
          engine: "postgres",
          log,
          readResume: async () => null,
          settings,
          worker: { pollMs: 10 },
        }),
      );
    }
    await smtp.waitFor(30);
    await Promise.all(notifiers.splice(0).map((notifier) => notifier.stop()));
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((received) => received.mail.subject)).size).toBe(30);
    expect(sent.first + sent.second).toBe(30);
    expect(sent.first).toBeGreaterThan(0);
    expect(sent.second).toBeGreaterThan(0);
    const statuses = await notificationStatuses(db, "enquiry", ids);
    expect(new Set(statuses.map((status) => status.state))).toEqual(new Set(["sent"]));
    // bigint times come back from node-postgres as text; the status gives ISO times either way.
    expect(statuses[0].sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
