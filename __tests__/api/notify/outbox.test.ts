/** @jest-environment node */
import { sql } from "kysely";
import {
  deleteNotifications,
  kyselyOutbox,
  notificationStatuses,
  resendNotification,
} from "../../../api/notify";
import { outboxCounts } from "../../../api/notify/outbox-status";
import { openTestDb, type TestDb } from "./test-db";

const ALICE = {
  firstName: "Alice",
  lastName: "Smith",
  email: "alice@example.com",
  phoneNumber: "9876543210",
  message: "Hello from the Moon.",
};
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const LEASE = 60_000;

let t: TestDb;
beforeEach(async () => {
  t = await openTestDb();
});
afterEach(() => t.close());

const count = async (table: "contacts" | "notification_outbox") =>
  Number((await t.db.selectFrom(table).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);

describe("the outbox on SQLite", () => {
  it("stores the lead and its notification together, or neither", async () => {
    await t.storeEnquiry(ALICE, T0);
    expect(await count("contacts")).toBe(1);
    expect(await count("notification_outbox")).toBe(1);

    // A lead id that already has a notification: the enqueue fails, and the lead's insert rolls back.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("contacts")
          .values({ first_name: "Bob", last_name: "Jones", email: "bob@example.com", phone_number: "1", message: "m" })
          .execute();
        await trx
          .insertInto("notification_outbox")
          .values({ kind: "enquiry", lead_id: 1, payload: "{}", state: "waiting", attempts: 0, queued_at: T0, next_attempt_at: T0 })
          .execute();
      }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE/) });
    expect(await count("contacts")).toBe(1);
    expect(await count("notification_outbox")).toBe(1);
  });

  it("leases a due notification to one claimant, and again once the lease runs out", async () => {
    const id = await t.storeEnquiry(ALICE, T0);
    const outbox = kyselyOutbox(t.db, "sqlite");
    const first = await outbox.claim(T0, LEASE, "first");
    expect(first).toMatchObject({ leadId: id, kind: "enquiry", attempts: 0, queuedAt: T0, token: "first" });
    expect(JSON.parse(first?.payload ?? "")).toEqual(ALICE);

    expect(await outbox.claim(T0 + LEASE - 1, LEASE, "second")).toBeNull();
    // The first claimant crashed: after its lease another takes the notification.
    const second = await outbox.claim(T0 + LEASE, LEASE, "second");
    expect(second?.id).toBe(first?.id);
    // The first claimant's late answer changes nothing.
    expect(await outbox.markSent(first!, T0 + LEASE + 1)).toBe(false);
    expect(await outbox.markSent(second!, T0 + LEASE + 2)).toBe(true);
    expect(await outbox.claim(T0 + 10 * LEASE, LEASE, "third")).toBeNull();

    const [status] = await notificationStatuses(t.db, "enquiry", [id]);
    expect(status).toEqual({
      leadId: id,
      state: "sent",
      attempts: 1,
      queuedAt: new Date(T0).toISOString(),
      sentAt: new Date(T0 + LEASE + 2).toISOString(),
      nextAttemptAt: null,
      lastError: null,
    });
  });

  it("hands out notifications oldest first and not before they are due", async () => {
    const later = await t.storeEnquiry({ ...ALICE, firstName: "Later" }, T0 + 5_000);
    const earlier = await t.storeEnquiry({ ...ALICE, firstName: "Earlier" }, T0);
    const outbox = kyselyOutbox(t.db, "sqlite");
    expect((await outbox.claim(T0 + 10_000, LEASE, "a"))?.leadId).toBe(earlier);
    expect((await outbox.claim(T0 + 4_999, LEASE, "b"))).toBeNull();
    expect((await outbox.claim(T0 + 5_000, LEASE, "b"))?.leadId).toBe(later);
  });

  it("marks every due notification not configured in one write, but not one being sent or not yet due", async () => {
    const [due, sending, later] = [await t.storeEnquiry(ALICE, T0), await t.storeEnquiry(ALICE, T0), await t.storeEnquiry(ALICE, T0 + 60_000)];
    const outbox = kyselyOutbox(t.db, "sqlite");
    expect((await outbox.claim(T0, LEASE, "busy"))?.leadId).toBe(due);
    // The first is claimed (being sent) until T0 + LEASE; at T0 + 1 only the second is due and free.
    expect(await outbox.markDueNotConfigured(T0 + 1)).toBe(1);
    const states = async () => (await notificationStatuses(t.db, "enquiry", [due, sending, later])).map((s) => s.state);
    expect(await states()).toEqual(["waiting", "not_configured", "waiting"]);
    // Once its claim ran out the first is due again; the last once its time comes.
    expect(await outbox.markDueNotConfigured(T0 + LEASE)).toBe(2);
    expect(await states()).toEqual(["not_configured", "not_configured", "not_configured"]);
  });

  it("keeps a not-configured notification's attempts, and queues it again when a server is set", async () => {
    const id = await t.storeEnquiry(ALICE, T0);
    const outbox = kyselyOutbox(t.db, "sqlite");
    const claim = await outbox.claim(T0, LEASE, "a");
    expect(await outbox.markNotConfigured(claim!)).toBe(true);
    expect(await outbox.claim(T0 + 1, LEASE, "b")).toBeNull();
    expect((await notificationStatuses(t.db, "enquiry", [id]))[0]).toMatchObject({ state: "not_configured", attempts: 0 });

    expect(await outbox.requeueNotConfigured(T0 + 2)).toBe(1);
    expect((await outbox.claim(T0 + 2, LEASE, "c"))?.attempts).toBe(0);
  });

  it("shows a failure with its reason, sends again on request, and deletes with the lead", async () => {
    const id = await t.storeEnquiry(ALICE, T0);
    const outbox = kyselyOutbox(t.db, "sqlite");
    const claim = await outbox.claim(T0, LEASE, "a");
    await outbox.reschedule(claim!, T0 + 60_000, "connect ECONNREFUSED 127.0.0.1:2525");
    expect((await notificationStatuses(t.db, "enquiry", [id]))[0]).toMatchObject({
      state: "waiting",
      attempts: 1,
      nextAttemptAt: new Date(T0 + 60_000).toISOString(),
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    const again = await outbox.claim(T0 + 60_000, LEASE, "b");
    await outbox.markFailed(again!, "550 mailbox unavailable");
    expect((await notificationStatuses(t.db, "enquiry", [id]))[0]).toMatchObject({
      state: "failed",
      attempts: 2,
      lastError: "550 mailbox unavailable",
    });
    expect(await outboxCounts(t.db)).toEqual({ waiting: 0, sent: 0, failed: 1, not_configured: 0 });

    expect(await resendNotification(t.db, "enquiry", id, T0 + 90_000)).toBe(true);
    expect(await resendNotification(t.db, "application", id, T0 + 90_000)).toBe(false);
    expect((await outbox.claim(T0 + 90_000, LEASE, "c"))).toMatchObject({ attempts: 0, queuedAt: T0 + 90_000 });

    expect(await deleteNotifications(t.db, "enquiry", [id])).toBe(1);
    expect(await count("notification_outbox")).toBe(0);
  });
});
