/**
 * The API's 422 answer (`field` a JSON Pointer into the file's data, e.g. `/caseStudies/3/title`) turned
 * into react-jsonschema-form's error schema for the entry being edited (`{title: {__errors: [...]}}`),
 * so each message shows beside its field; messages about other places come back separately.
 */
import type { ErrorSchema } from "@rjsf/utils";

export interface FieldError {
  field: string;
  message: string;
}

const parts = (pointer: string): string[] =>
  pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));

/** Splits errors into those inside `prefix` (as an ErrorSchema) and the rest (messages as they are). */
export function errorsFor(errors: FieldError[], prefix: string): { schema: ErrorSchema; other: FieldError[] } {
  const schema: Record<string, unknown> = {};
  const other: FieldError[] = [];
  const prefixParts = parts(prefix);
  for (const error of errors) {
    const path = parts(error.field);
    const inside = error.field.startsWith("/") && prefixParts.every((part, index) => path[index] === part);
    if (!inside) {
      other.push(error);
      continue;
    }
    let node = schema;
    for (const part of path.slice(prefixParts.length)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), error.message];
  }
  return { schema: schema as ErrorSchema, other };
}

/**
 * The `{field, message}` list of a refused save (422), or null for any other failure. The console's http
 * layer hands a 422 over as `body.errors`, one message per field plus a `root` summary.
 */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  const failure = error as { status?: unknown; body?: { errors?: unknown } | null } | null;
  if (failure?.status !== 422) return null;
  const errors = failure.body?.errors;
  if (typeof errors !== "object" || errors === null) return null;
  return Object.entries(errors as Record<string, unknown>)
    .filter(([field, message]) => field !== "root" && typeof message === "string")
    .map(([field, message]) => ({ field, message: message as string }));
}
