/**
 * Resume uploads: received into a temporary file, judged by content (never by name), and given a
 * generated name only when the database row that points at it commits.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE_MESSAGE = "Resume must be a PDF, DOC or DOCX file";
export const RESUME_SIZE_MESSAGE = "Resume must be 5 MB or smaller";

const TEMP_PREFIX = ".incoming-";

export interface ResumeKind {
  ext: ".pdf" | ".doc" | ".docx";
  mime: string;
}

const PDF: ResumeKind = { ext: ".pdf", mime: "application/pdf" };
const DOC: ResumeKind = { ext: ".doc", mime: "application/msword" };
const DOCX: ResumeKind = {
  ext: ".docx",
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Every Word 97-2003 file has this stream; other OLE2 files (XLS, PPT, MSI) do not. */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

/** Names of the entries in a ZIP's central directory, or null if the bytes are not a sound ZIP. */
export function zipEntryNames(zip: Buffer): string[] | null {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= lowest; i -= 1) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_ENTRY) return null;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > zip.length) return null;
    names.push(zip.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** PDF, DOC or DOCX judged by the file's bytes; null for anything else. */
export function sniffResume(bytes: Buffer): ResumeKind | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return PDF;
  if (bytes.subarray(0, 8).equals(OLE2)) return bytes.includes(WORD_STREAM) ? DOC : null;
  if (bytes.subarray(0, 4).equals(ZIP)) {
    return zipEntryNames(bytes)?.includes("word/document.xml") ? DOCX : null;
  }
  return null;
}

/** Streams an upload into a fresh temporary file in `dir`; rejects (and deletes it) on error. */
export async function receiveToTemp(stream: Readable, dir: string): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  try {
    await pipeline(stream, fs.createWriteStream(temp, { flags: "wx" }));
  } catch (error) {
    discard(temp);
    throw error;
  }
  return temp;
}

/** A generated, unguessable name for a stored resume of the given kind. */
export const storedName = (kind: ResumeKind): string => `${randomUUID()}${kind.ext}`;

/**
 * Moves the temporary file to its final name inside `record`, which runs the database transaction
 * and calls `move` within it: if the transaction fails, the moved file is removed again. The
 * temporary file stays the caller's to discard.
 */
export function commitUpload(temp: string, final: string, record: (move: () => void) => void): void {
  try {
    record(() => fs.renameSync(temp, final));
  } catch (error) {
    discard(final);
    throw error;
  }
}

export function discard(file: string): void {
  fs.rmSync(file, { force: true });
}

/** Removes temporary files left by a crash; called when the server starts. */
export function sweepTemporaryFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  const stale = fs.readdirSync(dir).filter((name) => name.startsWith(TEMP_PREFIX));
  stale.forEach((name) => discard(path.join(dir, name)));
  return stale.length;
}
