/**
 * Reading and writing data files in the content checkout. A write (a save or a restore) runs one at a
 * time per checkout: it compares the version, checks the result with the build's rules, writes the file
 * (through a temporary file, so a reader never sees half of it) and commits it, with the images it names
 * that git does not track yet, as one commit authored by the staff member. A failed commit puts the old
 * bytes back: nothing is half-stored.
 */
import fs from "node:fs";
import path from "node:path";
import type { RuntimePages } from "../../gatsby/validate-data/site-pages";
import type { FieldError } from "../routes/shared";
import { checkSave } from "./check";
import { dataFile, readSchema, type Collection } from "./collections";
import { serialise } from "./format";
import { blobId, commitPaths, git, lastChange, nameFromEmail, serialised, untracked, type LogEntry } from "./git";

export interface Snapshot {
  bytes: Buffer;
  data: unknown;
  version: string;
}

export type WriteResult =
  | { outcome: "saved"; version: string; commit: string; message: string }
  | { outcome: "unchanged"; version: string; commit: string | null }
  | { outcome: "stale"; last: LogEntry | null; uncommitted: boolean }
  | { outcome: "invalid"; errors: FieldError[] };

export function readSnapshot(repoDir: string, collection: Collection): Snapshot {
  const bytes = fs.readFileSync(path.join(repoDir, dataFile(collection)));
  let data: unknown = null;
  try {
    data = JSON.parse(bytes.toString("utf8"));
  } catch {
    // A file broken by hand still has a version; a save replaces it.
  }
  return { bytes, data, version: blobId(bytes) };
}

/** Every `images/…` path the data names (as `data/images/…`, relative to the checkout). */
export function imagePaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.startsWith("images/")) found.add(`data/${value}`);
  else if (Array.isArray(value)) value.forEach((item) => imagePaths(item, found));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => imagePaths(item, found));
  return found;
}

function writeAtomically(file: string, bytes: Buffer): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}

export interface WriteRequest {
  repoDir: string;
  collection: Collection;
  /** The version the editor loaded; null for a restore (the staff member chose the version). */
  expectedVersion: string | null;
  /**
   * Builds the bytes to write from what the checkout holds now, or refuses with field errors. `also`: other
   * files the same commit writes (the redirects of a moved page, issue 30), built from the checkout too.
   */
  build: (current: Snapshot) => { bytes: Buffer; data: unknown; message: string; also?: AlsoWritten[] } | { errors: FieldError[] };
  authorEmail: string;
  /** The posts and jobs shown now, pages for the redirects' checks (api/content/runtime-pages.ts). */
  runtime?: RuntimePages;
}

/** Another file a save writes in its commit. */
export interface AlsoWritten {
  collection: Collection;
  bytes: Buffer;
  data: unknown;
}

export function writeContent(request: WriteRequest): Promise<WriteResult> {
  const { repoDir, collection } = request;
  return serialised(repoDir, async () => {
    const relative = dataFile(collection);
    const current = readSnapshot(repoDir, collection);
    if (request.expectedVersion !== null && request.expectedVersion !== current.version) {
      const last = await lastChange(repoDir, relative);
      const committed = last ? await committedBlob(repoDir, relative) : null;
      return { outcome: "stale", last, uncommitted: committed !== current.version };
    }
    const next = request.build(current);
    if ("errors" in next) return { outcome: "invalid", errors: next.errors };
    const also = (next.also ?? []).filter((file) => !file.bytes.equals(readSnapshot(repoDir, file.collection).bytes));
    const errors = checkSave(repoDir, collection, next.data, request.runtime, new Map(also.map((file) => [file.collection.file, file.data])));
    if (errors.length > 0) return { outcome: "invalid", errors };
    if (next.bytes.equals(current.bytes)) {
      return { outcome: "unchanged", version: current.version, commit: (await lastChange(repoDir, relative))?.commit ?? null };
    }
    const newImages = await untracked(repoDir, "data/images");
    const images = [...imagePaths(next.data)].filter((image) => newImages.has(image));
    const writes = [
      { file: path.join(repoDir, relative), relative, bytes: next.bytes, old: current.bytes },
      ...also.map((other) => ({
        file: path.join(repoDir, dataFile(other.collection)),
        relative: dataFile(other.collection),
        bytes: other.bytes,
        old: readSnapshot(repoDir, other.collection).bytes,
      })),
    ];
    for (const write of writes) writeAtomically(write.file, write.bytes);
    try {
      const author = { name: nameFromEmail(request.authorEmail), email: request.authorEmail };
      const commit = await commitPaths(repoDir, [...writes.map((write) => write.relative), ...images], next.message, author);
      return { outcome: "saved", version: blobId(next.bytes), commit, message: next.message };
    } catch (error) {
      for (const write of writes) writeAtomically(write.file, write.old);
      throw error;
    }
  });
}

async function committedBlob(repoDir: string, relative: string): Promise<string | null> {
  return (await git(repoDir, ["rev-parse", `HEAD:${relative}`]).catch(() => "")).trim() || null;
}

/** The bytes a save writes: the data normalised as the repository keeps it. */
export function savedBytes(repoDir: string, collection: Collection, data: unknown): { bytes: Buffer; data: unknown } {
  const bytes = serialise(data, readSchema(repoDir, collection));
  return { bytes, data: JSON.parse(bytes.toString("utf8")) as unknown };
}
