/**
 * Resume uploads: read into memory (at most RESUME_MAX_BYTES), judged by content (never by name),
 * and stored in the database under a generated name in the same transaction as their row.
 */
import { randomUUID } from "node:crypto";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE_MESSAGE = "Resume must be a PDF, DOC or DOCX file";
export const RESUME_SIZE_MESSAGE = "Resume must be 5 MB or smaller";

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

/** Latin letters that Unicode does not decompose into a base letter and an accent. */
const LATIN_LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** An ASCII slug of a name: accents dropped, lowercase letters and digits joined by single hyphens. */
export function asciiSlug(text: string, max = 60): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LATIN_LETTERS[letter])
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

/**
 * The name a stored résumé downloads under: `<first>-<last>-resume` with the extension of the type
 * its bytes show, never the name the visitor's file had (which may say .html over a PDF).
 * `fallback` stands in when neither name has a Latin letter or digit (e.g. `application-12`).
 */
export function resumeDownloadName(person: { firstName: string; lastName: string }, bytes: Buffer, fallback: string): string {
  const who = [person.firstName, person.lastName].map((name) => asciiSlug(name)).filter(Boolean).join("-");
  return `${who || fallback}-resume${sniffResume(bytes)?.ext ?? ""}`;
}

/** A generated, unguessable name for a stored resume of the given kind. */
export const storedName = (kind: ResumeKind): string => `${randomUUID()}${kind.ext}`;
