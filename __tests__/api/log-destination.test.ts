/** @jest-environment node */
/**
 * The API's log destination (api/log-destination.ts, issue 28 §6): lines gathered and written together,
 * yet none waits longer than the flush interval, and what is still gathered when the process stops is
 * written by flushSync (main.ts calls it before exiting).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { LOG_WRITE_BYTES, asyncLogDestination } from "../../api/log-destination";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the API's log destination", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-log-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const linesIn = (file: string) =>
    fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as { msg: string }) : [];

  async function opened(file: string, flushMs: number) {
    const destination = asyncLogDestination(file, flushMs);
    await new Promise<void>((resolve) => destination.once("ready", () => resolve()));
    return destination;
  }

  it("holds a quiet server's line no longer than the flush interval", async () => {
    const file = path.join(dir, "api.log");
    const destination = await opened(file, 200);
    pino({ base: null }, destination).info("request completed");
    expect(linesIn(file)).toEqual([]);
    for (let waited = 0; linesIn(file).length === 0 && waited < 3_000; waited += 50) await sleep(50);
    expect(linesIn(file).map((line) => line.msg)).toEqual(["request completed"]);
    destination.end();
  });

  it("writes many lines together once a write's worth has gathered, and the rest on flushSync", async () => {
    const file = path.join(dir, "busy.log");
    const destination = await opened(file, 60_000);
    const log = pino({ base: null }, destination);
    const count = 500;
    for (let i = 0; i < count; i++) log.info({ i, path: "/jobVacancies" }, "request completed");
    // Well over a write's worth went out without waiting for the (minute-long) interval ...
    for (let waited = 0; fs.statSync(file).size < LOG_WRITE_BYTES && waited < 3_000; waited += 20) await sleep(20);
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(LOG_WRITE_BYTES);
    for (let size = -1; size !== fs.statSync(file).size; await sleep(50)) size = fs.statSync(file).size;
    // A few more lines, less than a write's worth, wait in memory ...
    for (let i = count; i < count + 10; i++) log.info({ i, path: "/jobVacancies" }, "request completed");
    await sleep(100);
    expect(linesIn(file).length).toBeLessThanOrEqual(count);
    // ... and stopping writes every line still gathered, in order.
    destination.flushSync();
    const written = linesIn(file) as unknown as { i: number }[];
    expect(written.map((line) => line.i)).toEqual(Array.from({ length: count + 10 }, (_, i) => i));
    destination.end();
  });
});
