/**
 * The case-study download request (spec §7): POST {API}/case_study/store with the visitor's details,
 * the case study's slug and its PDF key; the answer's fileURL is the PDF to open.
 */
import { apiUrl } from "./api-base";
import type { DownloadValues, FieldErrors } from "../../shared/validation";
import type { DownloadPayload } from "../../shared/wire";

/** Which case study a download is for. */
export interface DownloadTarget {
  /** Shown in the popup's title: "<name> Case Study Download". */
  name: string;
  /** The case study's slug (`slung`), sent as caseStudyName. */
  slug: string;
  /** The PDF's key, sent as pdf. */
  pdf: string;
}

export type DownloadResult =
  | { kind: "file"; fileURL: string }
  /** The call succeeded but named no file (spec §8). */
  | { kind: "no-file" }
  /** The API refused some fields (422 with an errors array). */
  | { kind: "rejected"; errors: FieldErrors<DownloadValues> }
  /** Network error or any other status. */
  | { kind: "failed" };

/** The spec's log line when the answer has no fileURL. */
export const NO_FILE_URL_LOG = "File URL is not available in the response";

/** What the form adds to the visitor's fields: the honeypot's value and the notice version's header. */
export interface DownloadExtras {
  honeypot?: string;
  /** Sent as they are: the Notice-Version header (src/lib/notice-header.ts), when a version is in force. */
  headers?: Record<string, string>;
}

/** The JSON body: exactly the spec's six fields, plus the honeypot only when something filled it. */
export function downloadPayload(values: DownloadValues, target: DownloadTarget, { honeypot = "" }: DownloadExtras = {}): DownloadPayload {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    caseStudyName: target.slug,
    pdf: target.pdf,
    ...(honeypot ? { website: honeypot } : {}),
  };
}

const FIELDS: readonly (keyof DownloadValues)[] = ["firstName", "lastName", "email", "phoneNumber"];

function fieldErrors(body: unknown): FieldErrors<DownloadValues> | null {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return null;
  const errors: FieldErrors<DownloadValues> = {};
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field = FIELDS.find((name) => name === item?.field);
    if (field && typeof item.message === "string") errors[field] = item.message;
  }
  return Object.keys(errors).length ? errors : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Sends the request and says what came of it; it never throws. */
export async function requestCaseStudyPdf(
  values: DownloadValues,
  target: DownloadTarget,
  extras: DownloadExtras = {},
  fetchImpl: typeof fetch = fetch,
): Promise<DownloadResult> {
  try {
    const response = await fetchImpl(apiUrl("/case_study/store"), {
      method: "POST",
      headers: { "content-type": "application/json", ...extras.headers },
      body: JSON.stringify(downloadPayload(values, target, extras)),
    });
    const body = await readJson(response);
    if (!response.ok) {
      const errors = response.status === 422 ? fieldErrors(body) : null;
      return errors ? { kind: "rejected", errors } : { kind: "failed" };
    }
    const fileURL = (body as { fileURL?: unknown } | null)?.fileURL;
    return typeof fileURL === "string" && fileURL ? { kind: "file", fileURL } : { kind: "no-file" };
  } catch {
    return { kind: "failed" };
  }
}
