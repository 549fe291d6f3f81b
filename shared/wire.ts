/**
 * The shapes that cross the wire between the site (src/) and the provider API (api/), written once and
 * imported by both (spec §3 routes, §7 requests, §8 errors): types, and the lists of each lead's
 * fields (plain constants; nothing here runs).
 */
import type { ContactValues, DownloadValues } from "./validation";

/** The honeypot field's name: people never see or fill it; form-filling bots do. */
export type HoneypotField = "website";

/** One opening as GET /jobVacancies sends it (spec §3). */
export interface JobVacancy {
  id: number;
  job_title: string;
  location: string;
  experience: string;
  /** HTML summary (sanitise before rendering). */
  job_details: string;
  /** HTML full details (sanitise before rendering). */
  job_html: string;
  /** The first entry is the main type; the whole array is the category. */
  job_types: string[];
}

/** One refused field of a 422 answer. */
export interface FieldError {
  field: string;
  message: string;
}

/** POST /contactus, JSON: the spec's five fields; the honeypot only when something filled it. */
export type ContactPayload = ContactValues & Partial<Record<HoneypotField, string>>;

/** POST /case_study/store, JSON: the visitor, the case study's slug and its PDF key. */
export type DownloadPayload = DownloadValues & {
  caseStudyName: string;
  pdf: string;
} & Partial<Record<HoneypotField, string>>;

/** The visitor's own fields, which every lead (enquiry, application, case-study download) starts with. */
export const PERSON_FIELDS = ["firstName", "lastName", "email", "phoneNumber"] as const;

/** A value for each field of a list, as text: the shape of a lead whose fields the list names. */
export type FieldValues<Fields extends readonly string[]> = Record<Fields[number], string>;

/** The visitor of a lead, as the forms send it, the API stores it and the mails show it. */
export type Person = FieldValues<typeof PERSON_FIELDS>;

/** POST /contactus's fields, in the order the API stores and mails them. */
export const CONTACT_FIELDS = [...PERSON_FIELDS, "message"] as const;

/** POST /jobapplication's text fields (the résumé is the multipart body's file). */
export const APPLICATION_FIELDS = [...PERSON_FIELDS, "address", "description", "jobTitle", "jobLocation"] as const;

/** POST /case_study/store's fields. */
export const DOWNLOAD_FIELDS = [...PERSON_FIELDS, "caseStudyName", "pdf"] as const;
