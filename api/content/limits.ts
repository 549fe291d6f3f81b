/**
 * Bounds on a data file's shape, checked before anything walks it recursively (normalising, the schema
 * checks, the commit message): nesting depth, entries in one list and fields in one object. The walk
 * here is iterative (an explicit stack), so no body, however deep, overflows the stack. Today's deepest
 * file nests 8 levels and its longest list has under 40 entries; the bounds are far above what real
 * content needs and far below what would strain a save.
 */
import { pointerPart } from "../../gatsby/validate-data/problems";
import type { FieldError } from "../routes/shared";

export const MAX_DEPTH = 32;
export const MAX_ENTRIES = 5_000;

/** The first place where `data` goes past a bound, as a field error naming the bound; null when within them. */
export function shapeError(data: unknown, field = "data"): FieldError | null {
  const stack: { value: unknown; depth: number; pointer: string }[] = [{ value: data, depth: 1, pointer: "" }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { value, depth, pointer } = top;
    if (typeof value !== "object" || value === null) continue;
    const where = pointer || field;
    if (depth > MAX_DEPTH) {
      return { field: where, message: `Data may nest at most ${MAX_DEPTH} levels deep (lists and groups inside each other); this goes deeper` };
    }
    const keys = Array.isArray(value) ? null : Object.keys(value);
    const size = keys ? keys.length : (value as unknown[]).length;
    if (size > MAX_ENTRIES) {
      const what = keys ? `A group may hold at most ${MAX_ENTRIES} fields` : `A list may hold at most ${MAX_ENTRIES} entries`;
      return { field: where, message: `${what}; this one has ${size}` };
    }
    if (keys) {
      const record = value as Record<string, unknown>;
      for (const key of keys) stack.push({ value: record[key], depth: depth + 1, pointer: `${pointer}/${pointerPart(key)}` });
    } else {
      (value as unknown[]).forEach((item, index) => stack.push({ value: item, depth: depth + 1, pointer: `${pointer}/${index}` }));
    }
  }
  return null;
}
