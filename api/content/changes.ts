/**
 * Content changes in words, read from the checkout's git (issue 28 §7): what each history entry of a
 * collection changed (api/content/diff.ts over the file at that commit and at the one before it), what a
 * restore would change, the restore's own commit message, and the saved changes since a commit (the Site
 * screen's "not live yet"). Built on git.ts's exported functions; nothing here writes.
 */
import { spawn } from "node:child_process";
import type { HistoryItem, Person, RestoreComparison, SavedChange, VersionChanges } from "../../shared/content-changes";
import { istDateTime } from "../../shared/ist";
import { collectionsIn, dataFile, readSchema, titleOf, type Collection } from "./collections";
import { diffVersions } from "./diff";
import { CONSOLE_COMMITTER, fileHistory, git, type LogEntry } from "./git";
import { readSnapshot } from "./store";

const FIELD = String.fromCharCode(0x1f);

/** The trailer a restore's commit carries: the full id of the version it brought back. */
export const RESTORED_FROM = "Restored-from";

/** Reads many `<commit>:<path>` blobs with one `git cat-file --batch` (null where there is none). */
export function readBlobs(repoDir: string, specs: string[]): Promise<(Buffer | null)[]> {
  if (specs.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", repoDir, "cat-file", "--batch"], { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`git cat-file failed (exit code ${code})`));
      const out = Buffer.concat(chunks);
      const blobs: (Buffer | null)[] = [];
      let at = 0;
      for (let i = 0; i < specs.length; i++) {
        const end = out.indexOf(0x0a, at);
        const header = out.subarray(at, end).toString("utf8");
        at = end + 1;
        const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!match) {
          blobs.push(null);
          continue;
        }
        const size = Number(match[2]);
        blobs.push(match[1] === "blob" ? out.subarray(at, at + size) : null);
        at += size + 1;
      }
      resolve(blobs);
    });
    // Paths with a newline cannot be asked for this way; data files never have one.
    child.stdin.end(specs.map((spec) => spec.replace(/\n/g, "")).join("\n") + "\n");
  });
}

const parse = (bytes: Buffer | null): { ok: true; data: unknown } | { ok: false } => {
  if (!bytes) return { ok: false };
  try {
    return { ok: true, data: JSON.parse(bytes.toString("utf8")) as unknown };
  } catch {
    return { ok: false };
  }
};

interface CommitDetails {
  committerEmail: string;
  /** The commit a restore brought back (its trailer, or the short id in an older restore's subject). */
  restoredFrom: string | null;
}

/** Each commit's committer and, for a restore, the version it restored. */
async function commitDetails(repoDir: string, commits: string[]): Promise<Map<string, CommitDetails>> {
  const details = new Map<string, CommitDetails>();
  if (commits.length === 0) return details;
  const output = await git(repoDir, ["log", "-z", "--no-walk=unsorted", "--format=%H%x1f%ce%x1f%B", ...commits]);
  for (const record of output.split("\0")) {
    const [commit, committerEmail, body = ""] = record.split("\x1f");
    if (!commit) continue;
    const trailer = new RegExp(`^${RESTORED_FROM}: *([0-9a-f]{7,40})\\s*$`, "m").exec(body)?.[1];
    const older = /restore the version of [^\n]* \(([0-9a-f]{7,40})\)/.exec(body)?.[1];
    details.set(commit.trim(), { committerEmail, restoredFrom: trailer ?? older ?? null });
  }
  return details;
}

const person = (entry: LogEntry): Person => ({ author: entry.author, authorEmail: entry.authorEmail, date: entry.date });

/**
 * A collection's history, newest first, each entry with what it changed. The commits before the
 * console's first save (the file's creation, the seed, edits by hand before the console was used) are
 * the initial content: one entry, the newest of them, reading "initial content".
 */
export async function historyWithChanges(repoDir: string, collection: Collection): Promise<HistoryItem[]> {
  const schema = readSchema(repoDir, collection);
  const title = titleOf(collection, schema);
  const log = await fileHistory(repoDir, dataFile(collection));
  const details = await commitDetails(repoDir, log.map((entry) => entry.commit));
  let firstSave = -1;
  log.forEach((entry, index) => {
    if (details.get(entry.commit)?.committerEmail === CONSOLE_COMMITTER.email) firstSave = index;
  });
  const shown = log.slice(0, firstSave + 2);
  const blobs = await readBlobs(repoDir, log.slice(0, firstSave + 2).map((entry) => `${entry.commit}:${entry.path}`));
  return shown.map((entry, index) => {
    const initial = index > firstSave;
    const restoredFrom = details.get(entry.commit)?.restoredFrom ?? null;
    const source = restoredFrom ? log.find((other) => other.commit.startsWith(restoredFrom)) : undefined;
    let changes: VersionChanges | null = null;
    if (!initial) {
      const before = parse(blobs[index + 1] ?? null);
      const after = parse(blobs[index]);
      if (before.ok && after.ok) changes = diffVersions(collection, schema, title, before.data, after.data);
    }
    const { commit, message } = entry;
    return { commit, message, ...person(entry), initial, restored: source ? person(source) : null, changes };
  });
}

/** What restoring `entry` would change in the file as it is now. */
export async function compareWithCurrent(repoDir: string, collection: Collection, entry: LogEntry): Promise<RestoreComparison> {
  const schema = readSchema(repoDir, collection);
  const current = readSnapshot(repoDir, collection);
  const [bytes] = await readBlobs(repoDir, [`${entry.commit}:${entry.path}`]);
  const version = parse(bytes);
  const changes = version.ok && current.data !== null ? diffVersions(collection, schema, titleOf(collection, schema), current.data, version.data) : null;
  return { version: current.version, restoring: person(entry), changes };
}

/** A restore's commit message: which version (when, by whom), and its full id as a trailer. */
export const restoreMessage = (collection: Collection, entry: LogEntry): string =>
  `content(${collection.file}): restore the version of ${istDateTime(entry.date)} by ${entry.author}\n\n${RESTORED_FROM}: ${entry.commit}`;

/**
 * The saved changes to data/ after `commit` (the live build's), newest first: who, when, and which
 * collections by title. Null when that commit is unknown to the checkout (or there is no git).
 */
export async function changesSince(repoDir: string, commit: string): Promise<SavedChange[] | null> {
  let output: string;
  try {
    output = await git(repoDir, ["log", "-z", "--name-only", "--format=%H%x1f%an%x1f%ae%x1f%aI", "-n500", `${commit}..HEAD`, "--", "data/"]);
  } catch {
    return null;
  }
  const collections = collectionsIn(repoDir);
  const titles = new Map(collections.map((collection) => [dataFile(collection), titleOf(collection, readSchema(repoDir, collection))]));
  const changes: SavedChange[] = [];
  for (const token of output.split("\0")) {
    const text = token.replace(/^\n/, "");
    const header = text.charAt(40) === FIELD && /^[0-9a-f]{40}$/.test(text.slice(0, 40)) ? text.split(FIELD) : null;
    if (header) {
      changes.push({ author: header[1], authorEmail: header[2], date: header[3], collections: [] });
      continue;
    }
    const change = changes.at(-1);
    if (!change || !text) continue;
    const name = titles.get(text) ?? (text.startsWith("data/images/") ? "Images" : "Other content files");
    if (!change.collections.includes(name)) change.collections.push(name);
  }
  return changes;
}

/** Data files changed in the checkout without a save (edited directly on the server). */
export async function unsavedData(repoDir: string): Promise<boolean> {
  try {
    return (await git(repoDir, ["status", "--porcelain", "--untracked-files=no", "--", "data/"])).trim() !== "";
  } catch {
    return false;
  }
}
