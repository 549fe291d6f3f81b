/**
 * The analytics writer's thread (issue 31, api/analytics/writer.ts): batches of page views are written by
 * a thread with a connection of its own, in the order sent; a refused batch is reported with its reason
 * and the next is still written; closing ends the thread's connection. A store in memory, which no other
 * connection can open, is written on the API's thread. On both engines.
 */
import fs from "node:fs";
import { sql } from "kysely";
import type { PageView } from "../../../api/analytics/page-view";
import { WRITER_CONNECTION_NAME, batchWriter } from "../../../api/analytics/writer";
import { openStore, type Engine, type Store } from "../../../api/store";
import { freshStore, TEST_ENGINES } from "../helpers";

const NO_UTM = { source: "", medium: "", campaign: "", term: "", content: "" };

/** A page view of `visitor` on `path`, `minutes` after 10:00 IST on 29 Nov 2026. */
const view = (visitor: string, path: string, minutes: number): PageView => ({
  at: new Date(Date.UTC(2026, 10, 29, 4, 30 + minutes)).toISOString(),
  day: "2026-11-29",
  visitor,
  path,
  utm: NO_UTM,
  referrerHost: null,
});

const count = async (store: Store, table: "analytics_pageviews" | "analytics_visits") =>
  Number((await store.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

/** The writer thread's connections open on the store's database (PostgreSQL's view of its clients). */
async function writerConnections(store: Store): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from pg_stat_activity where application_name = ${WRITER_CONNECTION_NAME} and datname = current_database()`.execute(store.db);
  return Number(rows[0].n);
}

describe.each(TEST_ENGINES)("the analytics writer thread on %s", (engine: Engine) => {
  let location: Awaited<ReturnType<typeof freshStore>>;
  let store: Store;
  const warnings: string[] = [];
  const log = { warn: (_object: object, message: string) => void warnings.push(message) };

  beforeEach(async () => {
    warnings.length = 0;
    location = await freshStore(engine);
    store = await openStore(location);
  });
  afterEach(async () => {
    await store.close();
    await location.drop();
  });

  it("writes the batches sent to it, in the order sent, on a connection it closes when closed", async () => {
    const writer = batchWriter({ db: store.db, engine, location, log });
    // Sent together: the second continues the visit the first starts, so it must be written after it.
    await Promise.all([writer.write([view("visitor-a", "/", 0)]), writer.write([view("visitor-a", "/services", 5)])]);

    expect(await count(store, "analytics_pageviews")).toBe(2);
    expect(await count(store, "analytics_visits")).toBe(1);
    const visit = await store.db.selectFrom("analytics_visits").select(["entry_path", "pageviews"]).executeTakeFirstOrThrow();
    expect(visit).toEqual({ entry_path: "/", pageviews: 2 });
    if (engine === "postgres") expect(await writerConnections(store)).toBe(1);

    await writer.close();
    if (engine === "postgres") expect(await writerConnections(store)).toBe(0);
    else {
      // SQLite removes the WAL when the file's last connection closes: the thread's is closed too.
      await store.close();
      expect(fs.existsSync(`${location.dbPath}-wal`)).toBe(false);
      store = await openStore(location);
    }
    expect(warnings).toEqual([]);
  });

  it("reports a batch the store refuses with the store's reason, and writes the next one", async () => {
    const writer = batchWriter({ db: store.db, engine, location, log });
    const refused = { ...view("visitor-b", "/", 0), path: null as unknown as string };

    await expect(writer.write([refused])).rejects.toThrow(/null/i);
    await writer.write([view("visitor-b", "/about-us", 1)]);

    expect(await count(store, "analytics_pageviews")).toBe(1);
    expect(await store.db.selectFrom("analytics_pageviews").select("path").execute()).toEqual([{ path: "/about-us" }]);
    await writer.close();
    expect(warnings).toEqual([]);
  });
});

it("writes on the API's thread when the thread cannot start, and says so once", async () => {
  const location = await freshStore("sqlite");
  const store = await openStore(location);
  // The thread's connection cannot be made: its file would be inside a regular file.
  const blocker = `${location.dir}/not-a-folder`;
  fs.writeFileSync(blocker, "");
  const warnings: { reason?: string; message: string }[] = [];
  const log = { warn: (object: { reason?: string }, message: string) => void warnings.push({ reason: object.reason, message }) };
  try {
    const writer = batchWriter({ db: store.db, engine: store.engine, location: { dbPath: `${blocker}/agency.db` }, log });
    await writer.write([view("visitor-d", "/", 0)]);
    await writer.write([view("visitor-d", "/career", 3)]);
    await writer.close();

    expect(await count(store, "analytics_pageviews")).toBe(2);
    expect(await count(store, "analytics_visits")).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toMatch(/API's thread/);
    expect(warnings[0].reason).toContain("not-a-folder");
  } finally {
    await store.close();
    await location.drop();
  }
});

it("writes a store in memory on the API's thread (no other connection can open it)", async () => {
  const memory = { dbPath: ":memory:" };
  const store = await openStore(memory);
  try {
    const writer = batchWriter({ db: store.db, engine: store.engine, location: memory, log: { warn: () => undefined } });
    await writer.write([view("visitor-c", "/", 0), view("visitor-c", "/blog", 2)]);
    await writer.close();
    expect(await count(store, "analytics_pageviews")).toBe(2);
    expect(await count(store, "analytics_visits")).toBe(1);
  } finally {
    await store.close();
  }
});
