/**
 * Sending a form to the API and sorting the answer: any 2xx is success (spec §9); a 4xx whose body has
 * an errors array of {field, message} is a rejection the form shows under its fields (spec §8);
 * everything else (no connection, 5xx, a body that is not the expected JSON) is a failure.
 */
import type { FieldError } from "../../shared/wire";

export type SubmitOutcome =
  | { kind: "sent" }
  | { kind: "rejected"; errors: FieldError[] }
  | { kind: "failed"; error: unknown };

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FieldError).field === "string" &&
  typeof (value as FieldError).message === "string";

/** The errors array of a 4xx body, or [] when the body has none. */
export function readFieldErrors(body: unknown): FieldError[] {
  if (typeof body !== "object" || body === null) return [];
  const { errors } = body as { errors?: unknown };
  return Array.isArray(errors) ? errors.filter(isFieldError) : [];
}

export async function submitForm(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    const response = await fetchImpl(url, { ...init, method: "POST" });
    if (response.ok) return { kind: "sent" };
    const failure = new Error(`The API answered ${response.status}`);
    if (response.status < 400 || response.status >= 500) return { kind: "failed", error: failure };
    const errors = readFieldErrors(await response.json().catch(() => null));
    return errors.length ? { kind: "rejected", errors } : { kind: "failed", error: failure };
  } catch (error) {
    return { kind: "failed", error };
  }
}

/** Splits server errors into those of the form's own fields and the rest (shown as one notice). */
export function splitFieldErrors<K extends string>(
  errors: readonly FieldError[],
  fields: readonly K[],
): { byField: Partial<Record<K, string>>; other: string[] } {
  const byField: Partial<Record<K, string>> = {};
  const other: string[] = [];
  for (const { field, message } of errors) {
    if ((fields as readonly string[]).includes(field)) byField[field as K] ??= message;
    else other.push(message);
  }
  return { byField, other };
}
