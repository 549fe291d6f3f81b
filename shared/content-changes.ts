/**
 * What a content change did, in words (issue 28 §7): the staff API's answer for a collection's history,
 * for a restore's confirmation and for the Site screen's "not live yet" list, and the sentences the
 * console shows for it. Entries are named by their own title, fields by their schema's titles; values are
 * plain text, shortened; lists and objects are summarised ("Results: 1 added").
 */

/** One field of one entry: its old and new text, or a summary of a list or object. */
export interface FieldChange {
  /** The field's title from the schema ("Title", "Challenges › List"). */
  field: string;
  /** The old text (absent: the field was empty or missing). */
  from?: string;
  /** The new text (absent: the field is now empty or gone). */
  to?: string;
  /** Instead of from/to, for lists, objects and images: "1 added, 2 changed". */
  summary?: string;
}

export interface EntryChange {
  /** The entry as a person names it: `Case study “Scaling OrbitCart”`, or the collection's title for a one-object file. */
  entry: string;
  kind: "added" | "removed" | "changed";
  fields: FieldChange[];
}

export interface VersionChanges {
  entries: EntryChange[];
  /** The entries' order changed. */
  reordered: boolean;
}

export interface Person {
  author: string;
  authorEmail: string;
  date: string;
}

/** One row of a collection's history. */
export interface HistoryItem extends Person {
  commit: string;
  message: string;
  /** The content as first set up (the commits that made the file, and any before the console's first save). */
  initial: boolean;
  /** For a restore: the version it brought back (when and by whom that version was saved). */
  restored: Person | null;
  /** What this change did to the file (null for the initial content, or a version that is not valid JSON). */
  changes: VersionChanges | null;
}

/** What a restore would change: the file as it is now → the chosen version. */
export interface RestoreComparison {
  /** The file's version now; the restore is refused if it changed since. */
  version: string;
  restoring: Person;
  changes: VersionChanges | null;
}

/** A saved content change the live site does not have yet (the Site screen). */
export interface SavedChange extends Person {
  /** The collections it changed, by their titles. */
  collections: string[];
}

export interface NotLive {
  changes: SavedChange[];
  /** Files in the checkout changed directly, without a save (the next Publish includes them too). */
  unsaved: boolean;
}

const quote = (text: string) => `“${text}”`;

/** "Title: “Old” → “New”", "Subtitle: “New” added", "Results: 1 added". */
export function fieldWords(change: FieldChange): string {
  if (change.summary) return `${change.field}: ${change.summary}`;
  if (change.from !== undefined && change.to !== undefined) return `${change.field}: ${quote(change.from)} → ${quote(change.to)}`;
  if (change.to !== undefined) return `${change.field}: ${quote(change.to)} added`;
  if (change.from !== undefined) return `${change.field}: ${quote(change.from)} removed`;
  return `${change.field}: changed`;
}

/** "Case study “Orbit” added", or its name followed by what changed in it. */
export function entryWords(change: EntryChange): string {
  if (change.kind === "added") return `${change.entry} added`;
  if (change.kind === "removed") return `${change.entry} removed`;
  return `${change.entry}: ${change.fields.map(fieldWords).join("; ")}`;
}

/** Every line a change reads as (one per entry, and the order). */
export function changeLines(changes: VersionChanges | null): string[] {
  if (!changes) return [];
  const lines = changes.entries.map(entryWords);
  if (changes.reordered) lines.push("The order of the entries changed");
  return lines.length ? lines : ["No visible change (only the file's layout)"];
}
