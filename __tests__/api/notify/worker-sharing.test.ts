/** @jest-environment node */
/**
 * Several notification workers on one store, each notification mailed exactly once: a worker that
 * crashed mid-send is taken over when its lease runs out; two workers on two connections; two API
 * processes on one SQLite file.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { kyselyOutbox } from "../../../api/notify";
import { T0, enquiry, workerHarness } from "./worker-harness";

jest.setTimeout(30_000);

const h = workerHarness();
const { start, states, stopAll } = h;

describe("notifications shared by several workers", () => {
  it("takes over a notification whose worker crashed mid-send once the lease runs out, and sends it once", async () => {
    let now = T0;
    const id = await h.t.storeEnquiry(enquiry(0), now);
    // A process claims it and dies before sending.
    expect(await kyselyOutbox(h.t.connect(), "sqlite").claim(now, 10 * 60_000, "crashed")).not.toBeNull();
    const worker = await start({ now: () => now });
    now += 10 * 60_000 - 1;
    expect((await worker.runOnce()).sent).toBe(0);
    now += 1;
    expect((await worker.runOnce()).sent).toBe(1);
    expect(await states([id])).toEqual(["sent"]);
    expect(h.smtp.received).toHaveLength(1);
  });

  it("sends one mail per notification when two workers on two connections share the database", async () => {
    const ids = [];
    for (let n = 0; n < 20; n += 1) ids.push(await h.t.storeEnquiry(enquiry(n)));
    h.smtp.delayMs = 30; // each send takes long enough for the two workers to overlap
    await start({ pollMs: 10, name: "first" });
    await start({ db: h.t.connect(), pollMs: 10, name: "second" });
    await h.smtp.waitFor(20);
    await stopAll();
    expect((await (await start()).runOnce()).sent).toBe(0);
    expect(h.smtp.received).toHaveLength(20);
    expect(new Set(h.smtp.received.map((received) => received.mail.messageId)).size).toBe(20);
    expect(new Set(await states(ids))).toEqual(new Set(["sent"]));
    const sentBy = (name: string) => h.logs.filter((line) => line.startsWith(`${name} info notification sent`)).length;
    expect(sentBy("first") + sentBy("second")).toBe(20);
    expect(sentBy("first")).toBeGreaterThan(0);
    expect(sentBy("second")).toBeGreaterThan(0);
  });

  it("sends one mail per notification when two API processes share the SQLite file", async () => {
    const script = path.join(__dirname, "worker-process.ts");
    const children: { process: ChildProcess; output: string }[] = [];
    const exited: Promise<unknown>[] = [];
    try {
      for (let n = 0; n < 2; n += 1) {
        const child = { process: spawn(process.execPath, ["--import", "tsx", script, h.t.file, h.smtp.url], {
            stdio: ["ignore", "pipe", "inherit"],
          }), output: "" };
        child.process.stdout?.on("data", (chunk: Buffer) => (child.output += chunk.toString()));
        exited.push(new Promise((resolve) => child.process.once("exit", resolve)));
        children.push(child);
      }
      const deadline = Date.now() + 20_000;
      while (!children.every((child) => child.output.includes("ready"))) {
        if (Date.now() > deadline) throw new Error("the worker processes did not start");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      h.smtp.delayMs = 30;
      const ids = [];
      for (let n = 0; n < 20; n += 1) ids.push(await h.t.storeEnquiry(enquiry(n)));
      await h.smtp.waitFor(20);
      children.forEach((child) => child.process.kill("SIGTERM"));
      await Promise.all(exited);

      expect(h.smtp.received).toHaveLength(20);
      expect(new Set(h.smtp.received.map((received) => received.mail.messageId)).size).toBe(20);
      const sentBy = children.map((child) => child.output.split("\n").filter((line) => line === "sent").length);
      expect(sentBy[0] + sentBy[1]).toBe(20);
      expect(Math.min(...sentBy)).toBeGreaterThan(0);
      expect(new Set(await states(ids))).toEqual(new Set(["sent"]));
    } finally {
      children.forEach((child) => child.process.exitCode === null && child.process.kill("SIGKILL"));
    }
  }, 60_000);
});
