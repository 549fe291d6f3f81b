/**
 * The content checkout's git, run as a child process (`git -C <siteRepoDir> …`): the last change and the
 * history of a data file, a file as an old commit held it, and a commit of chosen paths authored by a
 * staff member. Author and committer are always set here (a CI clone has no user.name / user.email), and
 * hooks and signing are off: a content commit is the console's, not a developer's.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";

/** Who commits for the console; the author is the staff member who saved. */
export const CONSOLE_COMMITTER = { name: "Selenova staff console", email: "staff-console@selenova.invalid" };

export interface Person {
  name: string;
  email: string;
}

export interface LogEntry {
  commit: string;
  author: string;
  authorEmail: string;
  date: string;
  message: string;
  /** The file's path (relative to the checkout) at that commit: it may have been renamed since. */
  path: string;
}

/**
 * The log is read NUL-separated (`-z`, fields joined by `%x00`): git refuses a NUL in a commit message and
 * an author's name or email cannot hold one, so no text in a commit can start a record or a field of its
 * own. The subject comes from git's own `%s`, the author from `%an`/`%ae`.
 */
const LOG_FORMAT = "--format=%H%x00%an%x00%ae%x00%aI%x00%s";
const LOG_FIELDS = 5;
const COMMIT_ID = /^[0-9a-f]{40}$/;
/** C0 and C1 controls and the bidi embeddings, overrides and isolates: never put into a commit here. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export class GitError extends Error {}

/** Runs git in the checkout; resolves with its standard output. */
export function git(repoDir: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["-C", repoDir, "-c", "core.quotepath=off", "-c", "commit.gpgsign=false", ...args],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C", ...env },
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(`git ${args[0]} failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** Git's blob id of these bytes (what `git hash-object` prints): the version of a data file. */
export function blobId(bytes: Buffer): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/**
 * `git log -z` output: per commit its five fields, then (with --name-only) the file's path at that commit,
 * each NUL-terminated (the path after a newline). A record starts only at a 40-hex commit id in the place
 * a record can start; anything else there (a path) belongs to the record before.
 */
export function parseLog(output: string, fallbackPath: string): LogEntry[] {
  const tokens = output.split("\0");
  const entries: LogEntry[] = [];
  let named = true;
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index].replace(/^\n/, "");
    if (COMMIT_ID.test(token) && index + LOG_FIELDS <= tokens.length) {
      const [author, authorEmail, date, message] = tokens.slice(index + 1, index + LOG_FIELDS);
      entries.push({ commit: token, author, authorEmail, date, message, path: fallbackPath });
      named = false;
      index += LOG_FIELDS;
      continue;
    }
    if (token && !named) {
      entries[entries.length - 1].path = token;
      named = true;
    }
    index += 1;
  }
  return entries;
}

/** The commits that changed `path`, newest first, following renames (at most `limit`). */
export async function fileHistory(repoDir: string, path: string, limit = 200): Promise<LogEntry[]> {
  const output = await git(repoDir, ["log", "-z", "--follow", "--name-only", `-n${limit}`, LOG_FORMAT, "--", path]);
  return parseLog(output, path);
}

/** The last commit that changed `path`, or null if none has. */
export async function lastChange(repoDir: string, path: string): Promise<LogEntry | null> {
  const output = await git(repoDir, ["log", "-z", "-1", LOG_FORMAT, "--", path]);
  return parseLog(output, path)[0] ?? null;
}

/** The bytes of `path` as `commit` held it. */
export async function showFile(repoDir: string, commit: string, path: string): Promise<Buffer> {
  const text = await git(repoDir, ["show", `${commit}:${path}`]);
  return Buffer.from(text, "utf8");
}

/**
 * Whether `commit` changed `path` (against its parent, or each parent of a merge; a root commit's files
 * all count). Asked of git's tree diff, never of a log's text.
 */
export async function touches(repoDir: string, commit: string, path: string): Promise<boolean> {
  if (!COMMIT_ID.test(commit)) return false;
  const output = await git(repoDir, ["diff-tree", "-m", "--root", "-r", "--no-commit-id", "--name-only", "-z", commit, "--", path]).catch(() => "");
  return output.split("\0").includes(path);
}

/** Text made safe for a commit: controls and bidi overrides become spaces, runs of spaces one. */
export function commitText(text: string): string {
  return text.replace(UNSAFE, " ").replace(/ {2,}/g, " ").trim();
}

/** Files under `dir` that git does not track yet (paths relative to the checkout). */
export async function untracked(repoDir: string, dir: string): Promise<Set<string>> {
  const output = await git(repoDir, ["ls-files", "--others", "--exclude-standard", "-z", "--", dir]);
  return new Set(output.split("\0").filter(Boolean));
}

/** Commits exactly `paths` (new ones added first) as one commit by `author`; returns its id. */
export async function commitPaths(repoDir: string, paths: string[], message: string, author: Person): Promise<string> {
  const env = {
    // The sign-in refuses control characters in emails; a name or email is still never a place for one.
    GIT_AUTHOR_NAME: commitText(author.name),
    GIT_AUTHOR_EMAIL: commitText(author.email),
    GIT_COMMITTER_NAME: CONSOLE_COMMITTER.name,
    GIT_COMMITTER_EMAIL: CONSOLE_COMMITTER.email,
  };
  await git(repoDir, ["add", "--", ...paths]);
  try {
    const safe = message.split("\n").map(commitText).join("\n");
    await git(repoDir, ["commit", "--no-verify", "--quiet", "-m", safe, "--", ...paths], env);
  } catch (error) {
    await git(repoDir, ["reset", "--quiet", "--", ...paths]).catch(() => undefined);
    throw error;
  }
  return (await git(repoDir, ["rev-parse", "HEAD"])).trim();
}

/**
 * A name for a commit's author when the account has only an email: its local part, split at dots,
 * dashes, underscores and plus signs, each word capitalised (priya.sharma@… → "Priya Sharma").
 */
export function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const words = local.split(/[._+-]+/).filter(Boolean);
  const name = words.map((word) => word[0].toUpperCase() + word.slice(1)).join(" ");
  return name || email;
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier write to the same checkout has finished: one write at a time per
 * checkout, in this process. (Only the instance that holds the checkout edits content, so no lock
 * across instances is needed.)
 */
export function serialised<T>(repoDir: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(repoDir) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(repoDir, settled);
  void settled.then(() => {
    if (queues.get(repoDir) === settled) queues.delete(repoDir);
  });
  return run;
}
