/**
 * The bench's durable floor (bench/api-floor.ts, issue 28 §6): the bare server that stores each message
 * before its 201. It is a floor only if every 201 is a stored row, on each engine, so the bench compares
 * the real API with a server that keeps what it answers for.
 */
import path from "node:path";
import { startDurableFloor, type DurableFloorServer } from "../../../bench/api-floor";
import { CONTACT_BODY } from "../../../bench/api-open-loop";
import { TEST_ENGINES, freshStore } from "../helpers";

describe.each(TEST_ENGINES)("the durable floor on %s", (engine) => {
  let location: Awaited<ReturnType<typeof freshStore>>;
  let floor: DurableFloorServer;

  beforeAll(async () => {
    location = await freshStore(engine);
    floor = await startDurableFloor(
      location.databaseUrl ? { engine: "postgres", url: location.databaseUrl } : { engine: "sqlite", file: path.join(location.dir, "floor.db") },
    );
  });
  afterAll(async () => {
    await floor.close();
    await location.drop();
  });

  it("answers each message 201 only once it is stored", async () => {
    const before = await floor.stored();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`http://127.0.0.1:${floor.port}/contactus`, { method: "POST", headers: { "content-type": "application/json" }, body: CONTACT_BODY }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    expect(await floor.stored()).toBe(before + 12);
  });
});
