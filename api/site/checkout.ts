/**
 * The site's checkout: what content it holds now (the commit, and any change not yet committed), and
 * `gatsby build` run over it as a child process in a process group of its own, so that it can be
 * stopped whole, and found and stopped by the next builder if the API died while it ran.
 */
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface Content {
  /** `git rev-parse HEAD`, or null when the checkout is not a git work tree. */
  commit: string | null;
  /** Changes in the work tree not yet committed (a data file edited by hand). */
  dirty: boolean;
  /** The commit plus every uncommitted change's path and bytes: equal hashes build equal sites. */
  hash: string | null;
}

async function git(repoDir: string, args: string[]): Promise<string> {
  const { stdout } = await run("git", args, { cwd: repoDir, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The content the checkout holds now (the builds folder, when it lies inside, is not content). */
export async function readContent(repoDir: string, buildsDir?: string): Promise<Content> {
  const builds = buildsDir ? path.relative(repoDir, buildsDir) : "";
  const inside = builds && !builds.startsWith("..") && !path.isAbsolute(builds) ? `${builds.split(path.sep).join("/")}/` : null;
  let commit: string;
  let status: string;
  try {
    commit = (await git(repoDir, ["rev-parse", "HEAD"])).trim();
    status = await git(repoDir, ["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
  } catch {
    return { commit: null, dirty: false, hash: null };
  }
  const hash = createHash("sha256").update(commit);
  const paths = status
    .split("\0")
    .filter(Boolean)
    .map((entry) => entry.slice(3))
    .filter((file) => file && !file.startsWith(" ") && !(inside && file.startsWith(inside)))
    .sort();
  for (const file of paths) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(fs.readFileSync(path.join(repoDir, file)));
    } catch {
      hash.update("(gone)");
    }
  }
  return { commit, dirty: paths.length > 0, hash: hash.digest("hex") };
}

/** The checkout's own Gatsby (its node_modules), or the API's. */
function gatsbyCli(repoDir: string): string {
  const own = path.join(repoDir, "node_modules", "gatsby", "cli.js");
  return fs.existsSync(own) ? own : require.resolve("gatsby/cli.js");
}

export interface GatsbyRun {
  pid: number;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop: () => void;
}

/** Terminal colour codes and carriage returns, which Gatsby writes even to a pipe now and then. */
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, "g");

/** Runs `gatsby build` in the checkout; every line of its output goes to `onLine`. */
export function startGatsby(repoDir: string, env: NodeJS.ProcessEnv, onLine: (line: string) => void): GatsbyRun {
  const child = spawn(process.execPath, [gatsbyCli(repoDir), "build"], {
    cwd: repoDir,
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0", CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: stop() ends Gatsby's workers too.
    detached: true,
  });
  const pid = child.pid ?? -1;
  const split = () => {
    let rest = "";
    return (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).replace(ESCAPES, "").split(/\r?\n|\r/);
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) onLine(line.trimEnd());
    };
  };
  child.stdout?.on("data", split());
  child.stderr?.on("data", split());
  const exited = new Promise<number | null>((resolve) => {
    child.on("error", (error) => {
      onLine(`Gatsby could not start: ${error.message}`);
      resolve(-1);
    });
    child.on("close", (code) => resolve(code));
  });
  return { pid, exited, stop: () => killGroup(pid) };
}

export function killGroup(pid: number, signal: NodeJS.Signals = "SIGTERM"): void {
  if (pid <= 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** The process runs (an ended one not yet reaped, a zombie, counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

/** The pid file of the build running in a builds folder (its process group). */
const pidFile = (buildsDir: string) => path.join(buildsDir, ".gatsby.pid");

export function recordGatsby(buildsDir: string, pid: number): void {
  fs.mkdirSync(buildsDir, { recursive: true });
  fs.writeFileSync(pidFile(buildsDir), String(pid));
}

export function forgetGatsby(buildsDir: string): void {
  fs.rmSync(pidFile(buildsDir), { force: true });
}

/**
 * A `gatsby build` left running by a builder that died (its pid file is still there and the process
 * is a Gatsby): stop its whole group and wait for it, so that it no longer writes to public/.
 */
export async function stopLeftover(buildsDir: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile(buildsDir), "utf8").trim());
  } catch {
    return false;
  }
  let isGatsby = false;
  try {
    isGatsby = /gatsby/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    isGatsby = false;
  }
  if (Number.isInteger(pid) && pid > 0 && isGatsby) {
    killGroup(pid, "SIGTERM");
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    killGroup(pid, "SIGKILL");
  }
  forgetGatsby(buildsDir);
  return isGatsby;
}
