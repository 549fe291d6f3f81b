/**
 * A content commit's message: the collection, then what changed, e.g.
 * `content(case-studies): "Orbit Foods" title, counter` or `content(awards): add "Iconic Brand 2025"`.
 * Entries are named by their title (or name, year, slug, id); changed fields by their names.
 */
import type { Collection } from "./collections";
import { commitText } from "./git";

type Entry = Record<string, unknown>;

/** git's customary subject width; the body lists at most BODY_LINES changes of at most LINE_MAX characters. */
const SUBJECT_MAX = 72;
const BODY_LINES = 20;
const LINE_MAX = 100;
const NAME_FIELDS = ["title", "name", "Name", "titleSmall", "headline", "year", "slug", "id", "src", "from"];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How an entry is named: its first title-like field, without HTML. */
export function entryName(entry: unknown, index: number): string {
  if (entry && typeof entry === "object") {
    for (const field of NAME_FIELDS) {
      const value = (entry as Entry)[field];
      if (typeof value === "string" && value.trim()) {
        const text = commitText(value.replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").replace(/\s+/g, " "));
        return `"${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`;
      }
      if (typeof value === "number") return `${field} ${value}`;
    }
  }
  return `entry ${index + 1}`;
}

const changedFields = (before: unknown, after: unknown): string[] => {
  const a = (before ?? {}) as Entry;
  const b = (after ?? {}) as Entry;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => !same(a[key], b[key])).map(commitText);
};

function listParts(collection: Collection, before: Entry[], after: Entry[]): string[] {
  const idField = collection.unique?.[0];
  const idOf = (entry: Entry, index: number) => (idField ? JSON.stringify(entry?.[idField]) : String(index));
  const beforeIds = before.map(idOf);
  const afterIds = after.map(idOf);
  const sameSet = beforeIds.length === afterIds.length && [...beforeIds].sort().join("\n") === [...afterIds].sort().join("\n");
  const parts: string[] = [];
  if (!sameSet && before.length === after.length) {
    // Same number of entries, identities changed: an entry's id (or title) was edited in place.
    after.forEach((entry, index) => {
      const fields = changedFields(before[index], entry);
      if (fields.length) parts.push(`${entryName(entry, index)} ${fields.join(", ")}`);
    });
    return parts;
  }
  const byId = new Map(beforeIds.map((id, index) => [id, before[index]]));
  afterIds.forEach((id, index) => {
    const old = byId.get(id);
    if (old === undefined) parts.push(`add ${entryName(after[index], index)}`);
    else {
      const fields = changedFields(old, after[index]);
      if (fields.length) parts.push(`${entryName(after[index], index)} ${fields.join(", ")}`);
    }
  });
  const kept = new Set(afterIds);
  beforeIds.forEach((id, index) => {
    if (!kept.has(id)) parts.push(`remove ${entryName(before[index], index)}`);
  });
  const commonBefore = beforeIds.filter((id) => kept.has(id));
  const commonAfter = afterIds.filter((id) => byId.has(id));
  if (commonBefore.join("\n") !== commonAfter.join("\n")) parts.push("reorder");
  return parts;
}

export function commitMessage(collection: Collection, before: unknown, after: unknown): string {
  const key = collection.key;
  const oldValue = (before as Entry | null)?.[key];
  const newValue = (after as Entry | null)?.[key];
  let parts: string[];
  if (Array.isArray(oldValue) && Array.isArray(newValue)) parts = listParts(collection, oldValue as Entry[], newValue as Entry[]);
  else parts = [changedFields(oldValue, newValue).join(", ")].filter(Boolean);
  const other = changedFields(before, after).filter((field) => field !== key);
  if (other.length) parts.push(other.join(", "));
  const summary = parts.join("; ") || "no change";
  const subject = `content(${collection.file}): ${summary}`;
  if (subject.length <= SUBJECT_MAX) return subject;
  // However many entries changed, the message stays a few kilobytes (a long one cannot be passed to git).
  const shorten = (line: string) => (line.length > LINE_MAX ? `${line.slice(0, LINE_MAX - 1)}…` : line);
  const body = parts.slice(0, BODY_LINES).map(shorten);
  if (parts.length > BODY_LINES) body.push(`… and ${parts.length - BODY_LINES} more`);
  return `${subject.slice(0, SUBJECT_MAX - 1)}…\n\n${body.join("\n")}`;
}
