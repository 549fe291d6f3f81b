/**
 * The staff API over fetch: the session cookie travels with every call (`credentials: "include"`), JSON in
 * and out, and every failure becomes react-admin's HttpError with the server's own message. A 422's
 * `{errors: [{field, message}]}` becomes `body.errors` keyed by field, the shape react-admin's forms show
 * under each input (docs: "Server-Side Validation").
 */
import { API_URL } from "../lib/api-base";

/**
 * A failed call: the shape of react-admin's HttpError (`message`, `status`, `body`), which is all its
 * forms and notifications read; defined here so the providers load without the UI library.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface FieldError {
  field: string;
  message: string;
}

/** What react-admin's form reads from a rejected save: one message per field, plus a summary. */
export interface FormErrors {
  [field: string]: string | { serverError: string };
}

export const staffUrl = (path: string): string => `${API_URL}${path}`;

const FALLBACK: Record<number, string> = {
  401: "Please sign in again.",
  403: "Your role may not do this.",
  404: "This record no longer exists.",
  409: "This record was changed by someone else. Reload it to see their changes.",
  429: "Too many attempts. Try again in 15 minutes.",
};

/**
 * `{errors: [{field, message}]}` → `{field: message, root: {serverError}}` (the first message per field wins).
 * The summary is the messages alone: field names are the API's (`job_title`), not words staff know.
 */
export function toFormErrors(errors: FieldError[]): FormErrors {
  const out: FormErrors = {};
  for (const { field, message } of errors) {
    if (!(field in out)) out[field] = message;
  }
  out.root = { serverError: [...new Set(errors.map(({ message }) => message))].join(" ") };
  return out;
}

function isFieldErrors(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every((e) => typeof e === "object" && e !== null && typeof (e as FieldError).field === "string" && typeof (e as FieldError).message === "string")
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Throws HttpError for any answer but 2xx; returns the parsed JSON body (null for 204). */
export async function staffFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (typeof init.body === "string") headers.set("Content-Type", "application/json");
  headers.set("Accept", "application/json");
  let response: Response;
  try {
    response = await fetch(staffUrl(path), { ...init, headers, credentials: "include" });
  } catch {
    throw new HttpError("The console cannot reach the server. Check your connection and try again.", 0);
  }
  const body = await readJson(response);
  if (response.ok) return body as T;
  const record = (body && typeof body === "object" ? body : {}) as { message?: unknown; errors?: unknown };
  if (response.status === 422 && isFieldErrors(record.errors)) {
    const errors = toFormErrors(record.errors);
    throw new HttpError(record.errors.map((e) => e.message).join(" "), 422, { errors });
  }
  const message = typeof record.message === "string" && record.message ? record.message : (FALLBACK[response.status] ?? "Something went wrong on the server. Try again; if it keeps happening, tell an admin.");
  throw new HttpError(message, response.status, record as Record<string, unknown>);
}

export const jsonBody = (value: unknown): string => JSON.stringify(value);
