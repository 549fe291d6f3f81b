/**
 * What a notification is about: the three kinds of lead and the values each mail shows. The route
 * writes these values into the outbox with the lead (the same transaction), so the mail can be
 * composed later without the request, and again when an admin asks for it.
 */
import { APPLICATION_FIELDS, CONTACT_FIELDS, DOWNLOAD_FIELDS, type FieldValues } from "../../shared/wire";

export const NOTIFICATION_KINDS = ["enquiry", "application", "download"] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** POST /contactus */
export type EnquiryLead = FieldValues<typeof CONTACT_FIELDS>;

/** POST /jobapplication, without the résumé (its bytes are read from the store when the mail is sent). */
export type ApplicationLead = FieldValues<typeof APPLICATION_FIELDS>;

/** POST /case_study/store; `caseStudyName` is the case study's slug, `pdf` its file key. */
export type DownloadLead = FieldValues<typeof DOWNLOAD_FIELDS>;

export interface LeadByKind {
  enquiry: EnquiryLead;
  application: ApplicationLead;
  download: DownloadLead;
}

/** A notification as the route hands it to the outbox. */
export type NewNotification = {
  [K in NotificationKind]: { kind: K; leadId: number; lead: LeadByKind[K] };
}[NotificationKind];

/** Each kind's fields: what its stored payload holds, in this order (the routes' own lists). */
const FIELDS: { [K in NotificationKind]: readonly (keyof LeadByKind[K])[] } = {
  enquiry: CONTACT_FIELDS,
  application: APPLICATION_FIELDS,
  download: DOWNLOAD_FIELDS,
};

/** A notification that cannot be sent however often it is tried (its stored data is unusable). */
export class PermanentFailure extends Error {}

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** The stored form of a lead: only its kind's fields, as JSON. */
export function serializeLead<K extends NotificationKind>(kind: K, lead: LeadByKind[K]): string {
  const fields = FIELDS[kind] as readonly (keyof LeadByKind[K])[];
  return JSON.stringify(Object.fromEntries(fields.map((field) => [field, lead[field]])));
}

/**
 * Reads a stored notification back, or throws if the kind is unknown or a field is missing or not
 * text (a row written by hand or by another version of the code).
 */
export function parseNotification(kind: string, leadId: number, payload: string): NewNotification {
  if (!isNotificationKind(kind)) throw new PermanentFailure(`unknown notification kind "${kind}"`);
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    throw new PermanentFailure(`the stored ${kind} is not JSON`);
  }
  if (typeof value !== "object" || value === null) throw new PermanentFailure(`the stored ${kind} is not an object`);
  const record = value as Record<string, unknown>;
  const lead: Record<string, string> = {};
  for (const field of FIELDS[kind] as readonly string[]) {
    const text = record[field];
    if (typeof text !== "string") throw new PermanentFailure(`the stored ${kind} has no text field "${field}"`);
    lead[field] = text;
  }
  // Every field of this kind was checked above to be present and text.
  return { kind, leadId, lead } as unknown as NewNotification;
}
