/**
 * The public side of privacy requests (issue 25): POST /privacy-requests asks, POST /privacy-requests/confirm
 * confirms with the mailed token. Both never throw: they say what came of it.
 */
import { email, type RuleSet } from "../../shared/validation";
import { readFieldErrors } from "./submit-form";
import type { FieldError } from "../../shared/wire";

export type PrivacyRequestType = "access" | "correction" | "erasure";

/** The choices of "What would you like us to do?", in the form's order. */
export const REQUEST_TYPES: { id: PrivacyRequestType; label: string }[] = [
  { id: "access", label: "Send me a copy of my data" },
  { id: "correction", label: "Correct my data" },
  { id: "erasure", label: "Erase my data" },
];

export interface PrivacyRequestValues {
  email: string;
  /** "" until one is chosen. */
  type: string;
  details: string;
}

export const EMPTY_REQUEST: PrivacyRequestValues = { email: "", type: "", details: "" };

export const CHOOSE_TYPE_MESSAGE = "Choose what you would like us to do";

/** The request form's rules: the site's email rule, a choice, and free details. */
export const REQUEST_RULES: RuleSet<PrivacyRequestValues> = {
  email,
  type: (value) => (REQUEST_TYPES.some((choice) => choice.id === value) ? null : CHOOSE_TYPE_MESSAGE),
  details: () => null,
};

/** The body of POST /privacy-requests: details only when given, the honeypot only when something filled it. */
export function requestPayload(values: PrivacyRequestValues, honeypot = ""): { email: string; type: string; details?: string; website?: string } {
  const details = values.details.trim();
  return { email: values.email.trim(), type: values.type, ...(details ? { details: values.details } : {}), ...(honeypot ? { website: honeypot } : {}) };
}

export type RequestOutcome =
  | { kind: "accepted"; message: string }
  | { kind: "rejected"; errors: FieldError[] }
  | { kind: "failed" };

export type ConfirmOutcome = { kind: "confirmed"; message: string | null } | { kind: "gone"; message: string } | { kind: "failed" };

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const messageOf = (body: unknown): string | null => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message : null;
};

async function post(url: string, body: unknown, fetchImpl: typeof fetch): Promise<Response | null> {
  try {
    return await fetchImpl(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return null;
  }
}

/** Sends a request; 202's message is the one answer for every address. */
export async function sendPrivacyRequest(url: string, values: PrivacyRequestValues, honeypot = "", fetchImpl: typeof fetch = fetch): Promise<RequestOutcome> {
  const response = await post(url, requestPayload(values, honeypot), fetchImpl);
  if (!response) return { kind: "failed" };
  const body = await json(response);
  if (response.ok) {
    const message = messageOf(body);
    return message ? { kind: "accepted", message } : { kind: "failed" };
  }
  const errors = response.status === 422 ? readFieldErrors(body) : [];
  return errors.length ? { kind: "rejected", errors } : { kind: "failed" };
}

/** Confirms with the mailed token: 200 confirmed; 410 (unknown, used or expired) carries the message to show. */
export async function confirmPrivacyRequest(url: string, token: string, fetchImpl: typeof fetch = fetch): Promise<ConfirmOutcome> {
  const response = await post(url, { token }, fetchImpl);
  if (!response) return { kind: "failed" };
  const body = await json(response);
  if (response.ok) return { kind: "confirmed", message: messageOf(body) };
  const message = messageOf(body);
  if (response.status === 410 && message) return { kind: "gone", message };
  return { kind: "failed" };
}
