/** @jest-environment node */
import { sql } from "kysely";
import { openStore, type Store } from "../../api/store";
import { claimDue } from "../../api/store/claim";
import { TEST_ENGINES, freshStore } from "./helpers";

const TABLE = "work_queue_test";

describe.each(TEST_ENGINES)("claimDue on %s", (engine) => {
  let location: Awaited<ReturnType<typeof freshStore>>;
  let stores: Store[];

  beforeAll(async () => {
    location = await freshStore(engine);
    // Separate stores (their own connections or pools), as separate API processes would have.
    stores = [await openStore(location), await openStore(location), await openStore(location)];
    const bigint = engine === "postgres" ? sql.raw("bigint") : sql.raw("integer");
    await sql`create table ${sql.table(TABLE)} (id integer primary key, next_attempt_at ${bigint}, claimed_until ${bigint})`.execute(
      stores[0].db,
    );
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await location.drop();
  });

  const fill = async (rows: { id: number; due: number | null }[]) => {
    await sql`delete from ${sql.table(TABLE)}`.execute(stores[0].db);
    for (const { id, due } of rows) {
      await sql`insert into ${sql.table(TABLE)} (id, next_attempt_at, claimed_until) values (${id}, ${due}, null)`.execute(
        stores[0].db,
      );
    }
  };

  it("gives each due row to exactly one of many concurrent claimers", async () => {
    const now = Date.now();
    await fill(Array.from({ length: 60 }, (_, i) => ({ id: i + 1, due: now - 1000 + i })));
    const claimed: number[] = [];
    await Promise.all(
      Array.from({ length: 9 }, async (_, worker) => {
        for (;;) {
          const ids = await claimDue(stores[worker % stores.length], { table: TABLE, limit: 4, leaseMs: 60_000, now: now + 100 });
          if (!ids.length) return;
          claimed.push(...ids);
        }
      }),
    );
    expect(claimed.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it("leaves rows not yet due or done, oldest due first, and frees a claim when its lease ends", async () => {
    const now = Date.now();
    await fill([
      { id: 1, due: now + 60_000 }, // later
      { id: 2, due: null }, // done
      { id: 3, due: now - 10 },
      { id: 4, due: now - 20 },
    ]);
    expect(await claimDue(stores[0], { table: TABLE, limit: 1, leaseMs: 1000, now })).toEqual([4]);
    expect(await claimDue(stores[1], { table: TABLE, limit: 10, leaseMs: 1000, now })).toEqual([3]);
    expect(await claimDue(stores[2], { table: TABLE, limit: 10, leaseMs: 1000, now })).toEqual([]);
    // The worker holding 3 and 4 died: after the lease they are claimable again.
    expect(await claimDue(stores[2], { table: TABLE, limit: 10, leaseMs: 1000, now: now + 1000 })).toEqual([3, 4]);
  });
});
