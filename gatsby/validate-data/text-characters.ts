/**
 * Characters no text in data/ may hold: control characters other than tab and line breaks (C0, DEL, C1),
 * and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text read
 * differently from how it is stored. The marks LRM, RLM and ALM stay allowed: mixed-script text needs them.
 * Walked iteratively, so a deeply nested file cannot overflow the stack here.
 */
import type { Collection } from "../collections";
import { locate } from "./locate";
import { pointerPart, type DataProblem } from "./problems";

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** "U+001E" for a character. */
const codePoint = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

function describe(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const kind = code >= 0x202a ? "a text-direction override" : "a control character";
  return `contains ${kind} (${codePoint(character)}), which is invisible and not allowed. Retype the text without it.`;
}

/** Every string (and object key) in `data` holding a forbidden character, one problem per string. */
export function textCharacterProblems(collection: Collection, data: unknown): DataProblem[] {
  const file = `data/${collection.file}.json`;
  const problems: DataProblem[] = [];
  const report = (pointer: string, text: string) => {
    const found = FORBIDDEN.exec(text);
    if (!found) return;
    const { entry, field } = locate(collection, data, pointer);
    problems.push({ file, entry, field, message: describe(found[0]), pointer });
  };
  const stack: { value: unknown; pointer: string }[] = [{ value: data, pointer: "" }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { value, pointer } = top;
    if (typeof value === "string") report(pointer, value);
    else if (Array.isArray(value)) {
      // Pushed last first, so they are taken (and reported) in the file's order.
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], pointer: `${pointer}/${index}` });
    } else if (value && typeof value === "object") {
      const fields = Object.entries(value);
      for (const [key] of fields) report(`${pointer}/${pointerPart(key)}`, key);
      for (const [key, item] of fields.reverse()) stack.push({ value: item, pointer: `${pointer}/${pointerPart(key)}` });
    }
  }
  return problems;
}
