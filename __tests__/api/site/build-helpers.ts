/** Shared by the tests that run `gatsby build` through the publisher: one warm checkout, waiting on builds. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../../api/config";
import { freePort } from "../../../scripts/postgres/cluster";
import { sleep } from "../helpers";
import type { Build } from "../../../api/site/store";

/** A build can take minutes on a loaded 2-core machine. */
export const BUILD_TIMEOUT_MS = 15 * 60_000;

/** Polls a build until it has finished (or `until` holds). */
export async function waitForBuild(
  get: (id: number) => Promise<Build>,
  id: number,
  until: (build: Build) => boolean = (b) => b.status === "succeeded" || b.status === "failed",
): Promise<Build> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    const build = await get(id);
    if (until(build)) return build;
    if (Date.now() > deadline) throw new Error(`build ${id} still ${build.status} (${build.step}):\n${build.log}`);
    await sleep(500);
  }
}

/** Replaces text in one of the checkout's files. */
export function edit(dir: string, file: string, from: string | RegExp, to: string): void {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, "utf8");
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${file}: nothing to replace`);
  fs.writeFileSync(full, after);
}

/** A home-page caption (data/home-slides.json), the one field these tests change. */
export const CAPTION = "New ideas, tested fast and launched with care.";

/** The API as its own process, run by node itself (no wrapper), so that SIGKILL ends the API and nothing else. */
export async function spawnBuilderApi(env: Record<string, string>): Promise<{ base: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, SMTP_URL: "", API_HOST: "127.0.0.1", API_PORT: String(port), API_PUBLIC_URL: base, API_LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited during start:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API did not start:\n${output}`);
    await sleep(200);
  }
}
