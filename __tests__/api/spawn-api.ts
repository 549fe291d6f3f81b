/** The real API as `npm start` runs it (api/main.ts), in its own process, for tests that need several. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../api/config";
import { freePort } from "../../scripts/postgres/cluster";
import { sleep } from "./helpers";

/** The API as `npm start` runs it (api/main.ts), in its own process. */
export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** What it has printed so far, stdout and stderr together. */
  output: () => string;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Spawns api/main.ts on a free port of 127.0.0.1 with `env` over this process's environment, and
 * resolves once its /health answers. SMTP_URL is empty unless `env` names one, so a developer's
 * own mail server is never used.
 */
export async function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["api/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      SMTP_URL: "",
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      API_PUBLIC_URL: base,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = (): Promise<void> =>
    exited()
      ? Promise.resolve()
      : new Promise((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited()) throw new Error(`API exited during start:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child, output: () => output, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`API did not start within 60 s:\n${output}`);
    }
    await sleep(200);
  }
}
