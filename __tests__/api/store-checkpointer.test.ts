/** @jest-environment node */
/**
 * SQLite's WAL checkpoints off the API's event loop (api/store/checkpointer.ts, issue 28 §6): the API's
 * connection never checkpoints inside a commit while the worker runs, the worker copies what was written
 * into the database file within about a second, and the connection gets SQLite's own checkpoints back
 * when the worker stops or cannot start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openStore, type Store } from "../../api/store";
import { startCheckpointer } from "../../api/store/checkpointer";
import { postJson, startServer, type TestServer } from "./helpers";

const autoCheckpointPages = async (store: Store) =>
  Number(Object.values((await sql<Record<string, number>>`pragma wal_autocheckpoint`.execute(store.db)).rows[0])[0]);

/** Waits (up to `ms`) until `check` holds. */
async function eventually(check: () => boolean, ms = 5_000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) if (check()) return true;
  return check();
}

describe("the WAL checkpointer", () => {
  let dir: string;
  let store: Store;
  const warnings: string[] = [];
  const log = { warn: (_object: object, message: string) => void warnings.push(message) };
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-checkpoint-"));
    store = await openStore({ dbPath: path.join(dir, "agency.db") });
    warnings.length = 0;
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("turns the connection's own checkpoints off while it runs, copies the log on its own, and gives them back", async () => {
    expect(await autoCheckpointPages(store)).toBe(1000);
    const copies: { log: number; copied: number }[] = [];
    const checkpointer = await startCheckpointer(store.db, path.join(dir, "agency.db"), log, { everyMs: 50, onCheckpoint: (result) => copies.push(result) });
    expect(await autoCheckpointPages(store)).toBe(0);
    await store.contacts.insertMany([
      { contact: { firstName: "Asha", lastName: "Kale", email: "asha@wal.example", phoneNumber: "9876543210", message: "Checkpointed-by-the-worker" }, noticeVersion: null },
    ]);
    // Written to the log by the API's connection, then copied into the file by the worker.
    expect(await eventually(() => copies.some((copy) => copy.log > 0 && copy.copied === copy.log))).toBe(true);
    expect(fs.readFileSync(path.join(dir, "agency.db")).includes("Checkpointed-by-the-worker")).toBe(true);
    await checkpointer.stop();
    expect(await autoCheckpointPages(store)).toBe(1000);
    expect(warnings).toEqual([]);
  });

  it("leaves SQLite's own checkpoints on when the worker cannot open the file", async () => {
    const checkpointer = await startCheckpointer(store.db, path.join(dir, "no-such.db"), log, { everyMs: 50 });
    expect(await autoCheckpointPages(store)).toBe(1000);
    expect(warnings).toEqual(["the WAL checkpointer stopped; the API's connection checkpoints by itself again"]);
    await checkpointer.stop();
  });
});

describe("the API on SQLite", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite");
  });
  afterAll(() => server?.close());

  it("has a visitor's message in the database file within a second or so, not only in the log", async () => {
    const marker = `Checkpoint-marker-${Date.now()}`;
    const res = await postJson(server.base, "/contactus", { firstName: "Ravi", lastName: "Joshi", email: "ravi@wal.example", phoneNumber: "9876543210", message: marker });
    expect(res.status).toBe(201);
    // SQLite by itself would copy the log into the file only once it held 1,000 pages.
    expect(await eventually(() => fs.readFileSync(server.options.dbPath).includes(marker))).toBe(true);
  });
});
