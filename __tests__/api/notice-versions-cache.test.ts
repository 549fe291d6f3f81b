/** @jest-environment node */
/**
 * The notice's versions are read from data/privacy.json and looked at again at most once per
 * NOTICE_RECHECK_MS (issue 28 §6: a stat per lead cost an eighth of the contact form's CPU time).
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { noticeVersionsFrom } from "../../api/privacy/notice-versions";

const notice = (version: string) => JSON.stringify({ privacy: { version, effectiveFrom: "2026-01-01" } });

describe("the notice versions' cache", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "notice-"));
    file = path.join(dir, "privacy.json");
    writeFileSync(file, notice("v1"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const rewrite = (version: string, secondsLater: number) => {
    writeFileSync(file, notice(version));
    const later = new Date(Date.now() + secondsLater * 1000);
    utimesSync(file, later, later);
  };

  it("keeps what it read until the recheck time has passed, then sees a changed file", async () => {
    let now = 1_000_000;
    const versions = noticeVersionsFrom(file, 1000, () => now);
    expect((await versions()).map((v) => v.version)).toEqual(["v1"]);
    rewrite("v2", 5);
    now += 999;
    expect((await versions()).map((v) => v.version)).toEqual(["v1"]);
    now += 1;
    expect((await versions()).map((v) => v.version)).toEqual(["v2"]);
  });

  it("tries the file again on the next call after it could not be read", async () => {
    let now = 0;
    const versions = noticeVersionsFrom(file, 1000, () => now);
    rmSync(file);
    await expect(versions()).rejects.toThrow();
    rewrite("v3", 0);
    now += 1;
    expect((await versions()).map((v) => v.version)).toEqual(["v3"]);
  });

  it("lets calls arriving together share one look at the file", async () => {
    const versions = noticeVersionsFrom(file, 1000, () => 0);
    const [a, b] = [versions(), versions()];
    expect(a).toBe(b);
    await a;
  });
});
