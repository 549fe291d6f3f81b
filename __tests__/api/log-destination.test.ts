/** @jest-environment node */
/**
 * The API's log destination (api/log-destination.ts, issue 28 §6): lines gathered and written together,
 * yet none waits longer than the flush interval, and what is still gathered when the process stops is
 * written by flushSync (main.ts calls it before exiting).
 */
import { spawnSync } from "node:child_process";
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

  /** The complete lines written so far (a read during a write may end in part of a line: it is left out). */
  const linesIn = (file: string) => {
    if (!fs.existsSync(file)) return [];
    const text = fs.readFileSync(file, "utf8");
    return text
      .slice(0, text.lastIndexOf("\n") + 1)
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });
  };

  async function opened(file: string, flushMs: number) {
    const destination = asyncLogDestination(file, flushMs);
    await new Promise<void>((resolve) => destination.stream.once("ready", () => resolve()));
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
    const line = (i: number) => log.info({ i: String(i).padStart(5, "0"), path: "/jobVacancies" }, "request completed");
    // Every line is as long as the first (the time is 13 digits, the counter padded), so a write's worth
    // is a whole number of lines: the line that reaches LOG_WRITE_BYTES sends all gathered with it.
    let length = 0;
    pino({ base: null }, { write: (text: string) => (length = text.length) }).info({ i: "00000", path: "/jobVacancies" }, "request completed");
    const perWrite = Math.ceil(LOG_WRITE_BYTES / length);
    const count = perWrite * 10 + 3;
    for (let i = 0; i < count; i++) line(i);
    // Ten writes' worth went out without waiting for the (minute-long) interval ...
    for (let waited = 0; linesIn(file).length < perWrite * 10 && waited < 3_000; waited += 20) await sleep(20);
    await sleep(100);
    expect(linesIn(file).length).toBe(perWrite * 10);
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(10 * LOG_WRITE_BYTES);
    // ... the last three, less than a write's worth, wait in memory with a few more ...
    for (let i = count; i < count + 10; i++) line(i);
    await sleep(100);
    expect(linesIn(file).length).toBe(perWrite * 10);
    // ... and stopping writes every line still gathered, in order.
    destination.flushSync();
    const written = linesIn(file) as unknown as { i: string }[];
    expect(written.map((entry) => Number(entry.i))).toEqual(Array.from({ length: count + 10 }, (_, i) => i));
    destination.end();
  });

  it("writes what is gathered when the logger is flushed", async () => {
    const file = path.join(dir, "flushed.log");
    const destination = await opened(file, 60_000);
    const log = pino({ base: null }, destination);
    log.info("before the flush");
    await new Promise<void>((resolve, reject) => log.flush((error) => (error ? reject(error) : resolve())));
    expect(linesIn(file).map((line) => line.msg)).toEqual(["before the flush"]);
    destination.end();
  });

  it("writes what is still gathered when the process exits", () => {
    const file = path.join(dir, "exit.log");
    const script = `
      const pino = require("pino");
      const { asyncLogDestination } = require(${JSON.stringify(path.resolve("api/log-destination.ts"))});
      const destination = asyncLogDestination(${JSON.stringify(file)}, 60000);
      destination.stream.once("ready", () => { pino({ base: null }, destination).info("the last line"); process.exit(3); });`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "-e", script], { encoding: "utf8" });
    expect(run.status).toBe(3);
    expect(linesIn(file).map((entry) => entry.msg)).toEqual(["the last line"]);
  });
});
